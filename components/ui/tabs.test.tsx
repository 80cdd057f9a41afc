/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs } from "./tabs";

const items = [
  { value: "a", label: "Alpha", content: <p>Alpha content</p> },
  { value: "b", label: "Beta", content: <p>Beta content</p> },
];

describe("Tabs", () => {
  it("renders every panel, showing only the selected one", () => {
    render(<Tabs label="Sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Alpha" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Alpha content")).toBeVisible();
    expect(screen.getByText("Beta content")).not.toBeVisible();
  });

  it("switches panels with the arrow keys", async () => {
    render(<Tabs label="Sections" items={items} />);
    await userEvent.click(screen.getByRole("tab", { name: "Alpha" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Beta" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Beta" })).toHaveTextContent("Beta content");
    expect(screen.getByText("Alpha content")).not.toBeVisible();
  });
});
