/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LoginFromAddress, SignupFromAddress } from "./forms-from-address";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock("@/lib/auth/use-session-user", () => ({
  refreshSessionUser: jest.fn(async () => ({ status: "authenticated", user: { role: "student" } })),
}));
jest.mock("@/lib/auth/landing", () => ({ ...jest.requireActual("@/lib/auth/landing"), goTo: jest.fn() }));

function visit(search: string) {
  window.history.replaceState(null, "", `/login${search}`);
}

afterEach(() => visit(""));

describe("the prerendered auth forms read their address in the browser", () => {
  it("log-in: role=Facilitator chooses the toggle and the trial's e-mail is filled in", () => {
    visit("?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu&role=Facilitator");
    render(<LoginFromAddress googleOffered />);
    expect(screen.getByRole("radio", { name: "Facilitator" })).toBeChecked();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@uni.edu");
  });

  it("log-in: a student's Sign Up link keeps the query", () => {
    visit("?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu");
    render(<LoginFromAddress googleOffered />);
    expect(screen.getByRole("radio", { name: "Student" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirect=free-trial&game=fruit-beer&email=ana%40uni.edu",
    );
  });

  it("log-in: next-auth's error code shows SPEC's words in the alert", () => {
    visit("?error=CredentialsSignin");
    render(<LoginFromAddress googleOffered />);
    expect(screen.getByRole("alert")).toHaveTextContent("Login failed");
  });

  it("sign-up: name, e-mail and role come from the address", () => {
    visit("?name=Ana%20Lee&email=ana%40uni.edu&role=facilitator");
    render(<SignupFromAddress googleOffered />);
    expect(screen.getByLabelText("Name")).toHaveValue("Ana Lee");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@uni.edu");
    expect(screen.getByRole("radio", { name: "I teach (facilitator account)" })).toBeChecked();
  });

  it("sign-up: with no role in the address, neither kind is chosen", () => {
    visit("?redirect=/games-overview");
    render(<SignupFromAddress googleOffered />);
    expect(screen.getByRole("radio", { name: "I teach (facilitator account)" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "I study (student account)" })).not.toBeChecked();
  });

  it("the prerendered HTML knows no query; its fields take typing at once and Log In waits for the page's code", () => {
    visit("?role=Facilitator&email=ana%40uni.edu&redirect=/games-overview");
    const html = renderToString(<LoginFromAddress googleOffered />);
    expect(html).not.toMatch(/<fieldset disabled=""/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Log In</);
    expect(html).toMatch(/<input type="radio" name="mode" checked="" value="student"/);
    expect(html).not.toContain("ana@uni.edu");
  });

  it("log-in: what was typed before the address was read stays", async () => {
    visit("");
    const { rerender } = render(<LoginFromAddress googleOffered />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "typed@uni.edu" } });
    visit("?redirect=free-trial&email=ana%40uni.edu");
    rerender(<LoginFromAddress googleOffered />);
    expect(screen.getByLabelText("Email")).toHaveValue("typed@uni.edu");
  });
});
