/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSessionUser } from "@/lib/auth/use-session-user";
import { games } from "@/content";
import { referenceJoinPath } from "@/lib/join/game-host-paths";
import { joinRoutesOf } from "@/lib/join/route-code";
import { JoinCodeForm } from "./join-code-form";

jest.mock("@/lib/auth/use-session-user", () => ({ useSessionUser: jest.fn() }));
jest.mocked(useSessionUser).mockReturnValue({ status: "unauthenticated", user: null });

// The join table as the home page builds it with the reference game host (lib/join/game-hosts.ts).
const routes = joinRoutesOf(games.map((game) => ({ ...game, join: { ...game.join, siteUrl: referenceJoinPath(game.slug) } })));
const known = new Set(["P5-ABC234"]);
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const code = decodeURIComponent(String(input).split("/").pop() ?? "");
  return { ok: known.has(code), status: known.has(code) ? 200 : 404, json: async () => ({}) };
});
const openMock = jest.fn(() => ({ opener: null }) as unknown as Window);

beforeEach(() => {
  fetchMock.mockClear();
  openMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.open = openMock as unknown as typeof window.open;
});

async function join(code: string, checkSessions: boolean) {
  render(<JoinCodeForm routes={routes} checkSessions={checkSessions} />);
  await userEvent.type(screen.getByLabelText("Have a session code?"), code);
  await userEvent.click(screen.getByRole("button", { name: "Join" }));
}

describe("the code box where the upstream knows every session (the reference game host)", () => {
  it("answers a mistyped code of a game's format in words, and opens nothing", async () => {
    await join("p5-abc235", true);
    expect(
      await screen.findByText(
        "No class session has the code P5-ABC235. Check the code with your instructor: a letter or digit may be mistyped.",
      ),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith("/reference-game/api/sessions/P5-ABC235", { cache: "no-store" });
    expect(openMock).not.toHaveBeenCalled();
  });

  it("opens the stand-in's join page of a known session in a new tab", async () => {
    await join("p5 abc234", true);
    await waitFor(() => expect(openMock).toHaveBeenCalledWith("/reference-game/join/the-ev-gambit?code=P5-ABC234", "_blank"));
  });

  it("asks nothing of the site with real game hosts: the game's site answers for its sessions", async () => {
    await join("p5-abc235", false);
    await waitFor(() => expect(openMock).toHaveBeenCalledWith("/reference-game/join/the-ev-gambit?code=P5-ABC235", "_blank"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
