/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { Illustration } from "@/content/schema";
import { GameIllustration } from "./game-illustration";

const bars: Illustration = {
  play: { rounds: "5 rounds", steps: ["New entrants", "Suppliers", "Buyers"], roles: ["Head of an EV maker"] },
  debrief: { chart: "bars", title: "Which forces hurt profits most", measures: ["Market share", "Margin", "Cash"] },
};

describe("GameIllustration", () => {
  it("shows the rounds, numbered steps and roles under 'How it plays'", () => {
    render(<GameIllustration illustration={bars} />);
    expect(screen.getByRole("heading", { name: "How it plays" })).toBeInTheDocument();
    expect(screen.getByText("5 rounds")).toBeInTheDocument();
    const steps = screen.getAllByRole("list")[0]!;
    expect(steps.tagName).toBe("OL");
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["New entrants", "Suppliers", "Buyers"]);
    expect(screen.getByText("Players")).toBeInTheDocument();
    expect(screen.getByText("Head of an EV maker")).toBeInTheDocument();
  });

  it("shows the debrief's title and measures, with a named schematic chart", () => {
    render(<GameIllustration illustration={bars} />);
    expect(screen.getByRole("heading", { name: "The debrief" })).toBeInTheDocument();
    expect(screen.getByText("Which forces hurt profits most")).toBeInTheDocument();
    for (const measure of ["Market share", "Margin", "Cash"]) expect(screen.getByText(measure)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Schematic bar chart of market share, margin and cash, with no figures" })).toBeInTheDocument();
    expect(document.querySelectorAll("rect")).toHaveLength(9);
  });

  it("says in words what it is and that it is not a screenshot", () => {
    render(<GameIllustration illustration={bars} />);
    const figure = screen.getByRole("figure", {
      name:
        "Illustration: 5 rounds — New entrants, Suppliers, Buyers; players: Head of an EV maker; " +
        "the debrief shows which forces hurt profits most: market share, margin and cash",
    });
    expect(within(figure).getByText("Illustration drawn from the game's description, not a screenshot.")).toBeVisible();
  });

  it("draws lines over the rounds with a legend, and leaves out roles the game does not name", () => {
    const lines: Illustration = {
      play: { rounds: "One trading day", steps: ["Customers enter and leave", "How many are inside?"] },
      debrief: { chart: "lines", title: "The day as a stock", measures: ["Customers entering", "WSM"] },
    };
    render(<GameIllustration illustration={lines} />);
    expect(screen.queryByText("Players")).not.toBeInTheDocument();
    const name = "Schematic line chart of customers entering and WSM, with no figures";
    expect(screen.getByRole("img", { name })).toBeInTheDocument();
    expect(screen.getByText("Customers entering")).toBeInTheDocument();
    expect(screen.getAllByText("One trading day")).toHaveLength(2);
    expect(document.querySelectorAll("polyline")).toHaveLength(2);
  });

  it("draws a table with the measures as column heads", () => {
    const table: Illustration = {
      play: { rounds: "3 to 4 rounds", steps: ["Consult the experts", "Rank the five projects"] },
      debrief: { chart: "table", title: "Side-by-side rankings", measures: ["WSM", "WPM", "MOORA"] },
    };
    render(<GameIllustration illustration={table} />);
    expect(screen.getByRole("img", { name: "Schematic table of WSM, WPM and MOORA, with no figures" })).toBeVisible();
    const heads = screen.getByText("WSM").closest("ul")!;
    expect(
      within(heads)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["WSM", "WPM", "MOORA"]);
  });

  it("shows no numbers in its chart", () => {
    const { container } = render(<GameIllustration illustration={bars} />);
    expect(container.querySelector("svg text")).toBeNull();
  });
});
