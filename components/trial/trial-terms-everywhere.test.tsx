/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { useSessionUser } from "@/lib/auth/use-session-user";
import { trialOffer, trialTerms } from "@/content/trial";
import { termsEntry } from "@/content/legal";
import { AboutUs } from "@/components/home/about-us";
import { ClassSessions } from "@/components/dashboard/class-sessions";
import { trialAccessMail } from "@/lib/trial/access-mail";
import { guideGameIds } from "@/lib/trial/guide-games";
import { TrialForm } from "./trial-form";
import { TrialSettings } from "./trial-settings";

jest.mock("@/lib/auth/use-session-user", () => ({ useSessionUser: jest.fn() }));
const useSessionUserMock = jest.mocked(useSessionUser);

const simulations = [
  { gameId: "ev-gambit", name: "The EV Gambit" },
  { gameId: "order-ops", name: "Order Ops" },
];

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Map<string, string>(),
    json: async () => ({ data: simulations }),
  })) as unknown as typeof fetch;
});

function renderDialog(gameId: string | undefined, role: "facilitator" | null) {
  useSessionUserMock.mockReturnValue(
    role
      ? { status: "authenticated", user: { uid: "u1", email: "fay@uni.edu", name: "Fay", picture: null, role } }
      : { status: "unauthenticated", user: null },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TrialSettings evGambitHostUrl={undefined} guideGameIds={guideGameIds()}>
        <TrialForm gameId={gameId} onClose={() => undefined} />
      </TrialSettings>
    </SWRConfig>,
  );
}

describe("the trial's terms, written once in content/trial.ts, read the same everywhere", () => {
  it.each([
    ["signed out, a game with a guide", "ev-gambit", null, trialTerms(true)],
    ["signed out, a game without one", "order-ops", null, trialTerms(false)],
    ["signed out, no game chosen", undefined, null, trialTerms()],
    ["signed in, a game with a guide", "ev-gambit", "facilitator", trialTerms(true)],
    ["signed in, a game without one", "order-ops", "facilitator", trialTerms(false)],
    ["signed in, no game chosen", undefined, "facilitator", trialTerms()],
  ] as const)("the dialog, %s", async (_, gameId, role, terms) => {
    renderDialog(gameId, role);
    expect(await screen.findByText(terms)).toBeVisible();
  });

  it("the guide is promised with the e-mail it waits for", () => {
    expect(trialTerms(true)).toContain("your guide opens once you confirm your e-mail");
    expect(trialOffer.summary).toContain("your guide opens once you confirm your e-mail");
    expect(trialTerms(false)).not.toMatch(/guide/);
  });

  it("the access mail", () => {
    const withGuide = trialAccessMail({ to: "fay@uni.edu", name: "Fay", gameName: "The EV Gambit", gameId: "ev-gambit", code: "P5-ABC" });
    expect(withGuide.text).toContain(trialTerms(true));
    const without = trialAccessMail({ to: "fay@uni.edu", name: "Fay", gameName: "Order Ops", gameId: "order-ops", code: "OO-ABC" });
    expect(without.text).toContain(trialTerms(false));
    expect(without.text).not.toMatch(/guide/);
  });

  it("the dashboard, once above two sessions", () => {
    const requestedAt = new Date().toISOString();
    render(
      <ClassSessions
        sessions={[
          { kind: "trial", gameId: "ev-gambit", code: "P5-ABC", startedAt: requestedAt },
          { kind: "trial", gameId: "order-ops", code: null, startedAt: requestedAt },
        ]}
      />,
    );
    expect(screen.getAllByText(trialOffer.summary)).toHaveLength(1);
  });

  it("the FAQ and the Terms", () => {
    render(<AboutUs />);
    expect(screen.getByText(new RegExp(escape(trialOffer.summary)))).toBeInTheDocument();
    expect(JSON.stringify(termsEntry)).toContain(trialOffer.summary);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
