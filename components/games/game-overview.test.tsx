/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { getGame } from "@/content";
import { fixtureGame } from "./game.fixture";
import { GameOverview } from "./game-overview";

jest.mock("@/content", () => ({ getGame: jest.fn() }));
const getGameMock = jest.mocked(getGame);

describe("GameOverview", () => {
  it("says 'Game not found.' for an unknown slug", () => {
    getGameMock.mockReturnValue(undefined);
    render(<GameOverview slug="nope" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Game not found.");
  });

  it("shows description, features, objectives and the details", () => {
    getGameMock.mockReturnValue(fixtureGame);
    render(<GameOverview slug={fixtureGame.slug} />);
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Key Features" })).toBeInTheDocument();
    expect(screen.getByText("Feature two")).toBeInTheDocument();
    expect(screen.getByText("Objective one")).toBeInTheDocument();
    const details = screen.getByRole("complementary", { name: "Details" });
    expect(within(details).getByText("Operations")).toBeInTheDocument();
    expect(within(details).getByText("Capacity")).toHaveClass("chip");
    expect(within(details).getByText("A test source")).toBeInTheDocument();
    expect(within(details).getByText("Author (editable)")).toBeInTheDocument();
    expect(within(details).getByText("About 1 hour")).toBeInTheDocument();
  });
});
