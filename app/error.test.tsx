/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import RouteError from "./error";
import NotFound from "./not-found";

describe("shared error pages", () => {
  it("shows SPEC's error heading and a Go Back Home link to /", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(<RouteError error={new Error("boom")} reset={() => {}} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! some error occurred");
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });

  it("shows the not-found heading and text", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page Not Found");
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });
});
