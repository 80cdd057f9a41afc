/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { useSessionUser } from "@/lib/auth/use-session-user";
import type { GameLicence } from "@/lib/documents/kinds";
import { FreeTrialDialog } from "./free-trial-dialog";
import { publishPageGameLicence } from "./page-game-licence";

jest.mock("@/lib/auth/use-session-user", () => ({ useSessionUser: jest.fn() }));
const useSessionUserMock = jest.mocked(useSessionUser);
const openHref = "https://dashboard.example/sessions/ev-gambit";

/** The dialog of The EV Gambit's Take a Free Trial, its page's hero having said `state`. */
function renderDialog(state: GameLicence, gameId = "ev-gambit") {
  const focusOpenGame = jest.fn();
  publishPageGameLicence({ gameId: "ev-gambit", gameName: "The EV Gambit", state, openHref, focusOpenGame });
  const onOpenChange = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FreeTrialDialog open onOpenChange={onOpenChange} gameId={gameId} />
    </SWRConfig>,
  );
  return { onOpenChange, focusOpenGame };
}

afterEach(() => publishPageGameLicence(null));

beforeEach(() => {
  // jsdom has no Response; the simulation list is read through ok and json() only.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: [] }) })) as unknown as typeof fetch;
  useSessionUserMock.mockReturnValue({ status: "unauthenticated", user: null });
});

describe("FreeTrialDialog on a game page (the licence said by its hero)", () => {
  it("tells a facilitator who holds a licence that no trial is needed, and opens the game in a new tab, closing itself", async () => {
    const { onOpenChange, focusOpenGame } = renderDialog("licensed");
    const dialog = screen.getByRole("dialog", { name: "Start a free trial of The EV Gambit" });
    expect(dialog).toHaveTextContent("No trial needed");
    expect(dialog).toHaveTextContent("Your account holds a licence for this game. Open it to run a session with your class.");
    const link = screen.getByRole("link", { name: "Open the game (opens in a new tab)" });
    expect(link).toHaveAttribute("href", openHref);
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom does not navigate
    await userEvent.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(focusOpenGame).toHaveBeenCalledTimes(1);
  });

  it("asks the page to put the focus on its Open the game when closed by Escape", async () => {
    const { onOpenChange, focusOpenGame } = renderDialog("licensed");
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(focusOpenGame).toHaveBeenCalledTimes(1);
  });

  it("says it is checking, with no trial form, while the licence is not known", () => {
    renderDialog("checking");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your account...");
    expect(screen.queryByRole("link", { name: /Sign Up|Open the game/ })).toBeNull();
  });

  it.each([
    ["without a licence", "none", "ev-gambit"],
    ["of another game than the page's", "licensed", "fruit-beer"],
  ] as const)("offers the trial as before for a game %s", async (_, state, gameId) => {
    renderDialog(state, gameId);
    expect(screen.getByRole("heading", { name: "A trial needs a free account" })).toBeInTheDocument();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith("/api/simulations", expect.anything()));
    expect(screen.getByRole("link", { name: "Sign Up" })).toBeInTheDocument();
  });
});
