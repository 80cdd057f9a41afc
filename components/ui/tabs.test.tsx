/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { Tabs } from "./tabs";

const items = [
  { value: "a", label: "Alpha", content: <p>Alpha content</p> },
  { value: "b", label: "Beta", content: <p>Beta content</p> },
  { value: "c", label: "Gamma", content: <p>Gamma content</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("renders every panel, showing only the selected one, each named by its tab", () => {
    render(<Tabs label="Sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    expect(tab("Alpha")).toHaveAttribute("aria-selected", "true");
    expect(tab("Beta")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Alpha" })).toHaveTextContent("Alpha content");
    expect(tab("Alpha")).toHaveAttribute("aria-controls", screen.getByRole("tabpanel", { name: "Alpha" }).id);
    expect(screen.getByText("Beta content")).not.toBeVisible();
    expect(screen.getByText("Gamma content")).toBeInTheDocument();
  });

  it("is one tab stop: only the selected tab is in the tab order", async () => {
    render(<Tabs label="Sections" items={items} defaultValue="b" />);
    expect(tab("Beta")).toHaveAttribute("tabindex", "0");
    expect(tab("Alpha")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    expect(tab("Beta")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel", { name: "Beta" })).toHaveFocus();
  });

  it("moves and selects with the arrow keys, wrapping at both ends, and jumps with Home and End", async () => {
    render(<Tabs label="Sections" items={items} />);
    await userEvent.click(tab("Alpha"));
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Beta")).toHaveFocus();
    expect(tab("Beta")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Beta" })).toHaveTextContent("Beta content");
    expect(screen.getByText("Alpha content")).not.toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("Alpha")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Gamma")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Alpha")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Gamma")).toHaveAttribute("aria-selected", "true");
  });

  it("selects on click", async () => {
    render(<Tabs label="Sections" items={items} />);
    await userEvent.click(tab("Gamma"));
    expect(tab("Gamma")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Gamma content")).toBeVisible();
  });

  it("answers a tap before the page's code has run, and the code goes on from the tab it chose", async () => {
    // The server's HTML, with its inline script run as the browser would (a fresh script element executes).
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Tabs label="Sections" items={items} />);
    const served = container.querySelector("script");
    const running = document.createElement("script");
    running.textContent = served?.textContent ?? "";
    served?.replaceWith(running);

    tab("Gamma").click();
    expect(tab("Gamma")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Gamma content")).toBeVisible();
    expect(screen.getByText("Alpha content")).not.toBeVisible();

    running.replaceWith(served as HTMLScriptElement);
    // React's development build reports the attributes the tap changed as a hydration difference; production keeps them silently.
    const differences = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Tabs label="Sections" items={items} />);
    });
    differences.mockRestore();
    tab("Gamma").focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Beta")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Beta content")).toBeVisible();
    expect(screen.getByText("Gamma content")).not.toBeVisible();
  });
});
