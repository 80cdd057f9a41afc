/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { notify } from "@/components/ui/notify";
import { useSessionUser, type SessionUserState } from "@/lib/auth/use-session-user";
import type { Role } from "@/lib/roles";
import { ResourceCards, type ResourceEntry } from "./resource-cards";

jest.mock("@/components/ui/notify", () => ({ notify: jest.fn() }));
jest.mock("@/lib/auth/use-session-user", () => ({ useSessionUser: jest.fn() }));
jest.mock("@/components/trial/free-trial-button", () => ({
  FreeTrialButton: ({ label, gameId }: { label: string; gameId: string }) => <button data-game={gameId}>{label}</button>,
}));
const useSessionUserMock = jest.mocked(useSessionUser);
const NO_ACCESS = "You don't have instructor level access to this resource.";

const resources: ResourceEntry[] = [
  { kind: "gameGuide", label: "Game Guide", description: "Guide.", available: true, pages: 12 },
  { kind: "teachingNotes", label: "Teaching Notes", description: "Notes.", available: true, pages: 1 },
  { kind: "debriefSlides", label: "Debrief Slides", description: "Slides.", available: false, pages: null },
];

function signedInAs(role: Role | null): SessionUserState {
  return role
    ? { user: { uid: "u1", email: "a@b.co", name: "A", picture: null, role }, status: "authenticated" }
    : { user: null, status: "unauthenticated" };
}

function serverSays(access: Record<string, string>) {
  // jsdom has no Response; the hook reads ok and json() only.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ access }) })) as unknown as typeof fetch;
}

function renderCards() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ResourceCards slug="fruit-bear-game" gameTitle="Fruit Beer Game" resources={resources} noAccessMessage={NO_ACCESS} />
    </SWRConfig>,
  );
}

describe("ResourceCards", () => {
  beforeEach(() => jest.mocked(notify).mockClear());

  it("asks a visitor to log in as a facilitator, on the card and in the toast, and links to log-in", async () => {
    useSessionUserMock.mockReturnValue(signedInAs(null));
    renderCards();
    await userEvent.click(screen.getByRole("button", { name: /Game Guide/ }));
    expect(notify).toHaveBeenCalledWith("Log in as a facilitator to open this document.");
    expect(screen.getByRole("button", { name: /Game Guide/ })).toHaveTextContent("Log in as a facilitator to open this document.");
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirect=%2Ffruit-bear-game");
  });

  it("locks every document for a student with SPEC's message", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("student"));
    renderCards();
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Teaching Notes/ }));
    expect(notify).toHaveBeenCalledWith(NO_ACCESS);
  });

  it("says a document the game does not have is not available yet, instead of 'no access'", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("facilitator"));
    serverSays({ gameGuide: "open", teachingNotes: "open", debriefSlides: "missing" });
    renderCards();
    await screen.findByRole("link", { name: /Game Guide/ });
    expect(screen.getByText("Debrief Slides").closest("li")).toHaveTextContent("Not available yet");
    expect(screen.queryByRole("button", { name: /Debrief Slides/ })).toBeNull();
    expect(screen.queryByText(NO_ACCESS)).toBeNull();
  });

  it("shows what each document is before it is unlocked: format and pages", () => {
    useSessionUserMock.mockReturnValue(signedInAs(null));
    renderCards();
    expect(screen.getByRole("button", { name: /Game Guide/ })).toHaveTextContent("PDF · 12 pages");
    expect(screen.getByRole("button", { name: /Teaching Notes/ })).toHaveTextContent("PDF · 1 page");
  });

  it("opens a document through the guarded route, in a new tab, when the server says so", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("facilitator"));
    serverSays({ gameGuide: "open", teachingNotes: "open", debriefSlides: "missing" });
    renderCards();
    const link = await screen.findByRole("link", { name: /Game Guide/ });
    expect(link).toHaveAttribute("href", "/api/documents/fruit-bear-game/game-guide");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(global.fetch).toHaveBeenCalledWith("/api/documents/fruit-bear-game");
  });

  it("asks an unverified facilitator to verify, with a Resend link action", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("facilitator"));
    serverSays({ gameGuide: "unverified", teachingNotes: "unverified", debriefSlides: "missing" });
    renderCards();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Game Guide/ })).toHaveTextContent("Unlocks when you verify your e-mail address."),
    );
    expect(screen.getByRole("button", { name: "Resend link" })).toBeVisible();
  });

  // The reference upstream's trial grants no licence, so neither the words nor the button promise one.
  it("says a licence for the game unlocks it, that a trial does not, and offers to ask for a licence", async () => {
    useSessionUserMock.mockReturnValue(signedInAs("facilitator"));
    serverSays({ gameGuide: "no-access", teachingNotes: "no-access", debriefSlides: "missing" });
    renderCards();
    expect(await screen.findByRole("button", { name: "Ask for a licence" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Take a Free Trial" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Game Guide/ }));
    expect(notify).toHaveBeenCalledWith("Unlocks with a licence for this game. A free trial opens the game guide only.");
  });
});
