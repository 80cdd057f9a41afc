import { claims, type LaunchClaims } from "./claims";
import { learnerDestination } from "./learner-destination";

const MEMBERSHIP = "http://purl.imsglobal.org/vocab/lis/v2/membership#";

function launch(custom: Record<string, unknown>, person: Partial<LaunchClaims> = {}): LaunchClaims {
  return {
    nonce: "n",
    name: "Ada Lovelace",
    email: "ada@example.edu",
    [claims.messageType]: "LtiResourceLinkRequest",
    [claims.version]: "1.3.0",
    [claims.deploymentId]: "d",
    [claims.roles]: [`${MEMBERSHIP}Learner`],
    [claims.custom]: custom,
    ...person,
  } as LaunchClaims;
}

describe("where a learner lands", () => {
  it("in the code's game with the code, name and e-mail, as the join box sends them", () => {
    // Jest runs as a fresh clone does: the games' sites are the reference game host's pages (lib/join/game-hosts.ts).
    const url = new URL(learnerDestination(launch({ game: "the-ev-gambit", session_code: " p5-ab12 " })), "http://site.invalid");
    expect(url.pathname).toBe("/reference-game/join/the-ev-gambit");
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: "P5-AB12", email: "ada@example.edu", name: "Ada Lovelace" });
  });

  it("without name or e-mail for a DS or OP code", () => {
    expect(learnerDestination(launch({ session_code: "OP-7" }))).toBe("/reference-game/join/order-ops?code=OP-7");
  });

  it("builds the name from given and family names, and leaves out a malformed e-mail", () => {
    const url = new URL(
      learnerDestination(
        launch({ session_code: "TOC-1" }, { name: undefined, given_name: "Grace", family_name: "Hopper", email: "not an address" }),
      ),
      "http://site.invalid",
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: "TOC-1", name: "Grace Hopper" });
  });

  it("on the game's join page without a code, and in the catalogue without a game", () => {
    expect(learnerDestination(launch({ game: "fruit-bear-game" }))).toBe("/reference-game/join/fruit-bear-game");
    expect(learnerDestination(launch({ game: "no-such-game" }))).toBe("/#ourSimulations");
    expect(learnerDestination(launch({ game: 42, session_code: "x".repeat(65) }))).toBe("/#ourSimulations");
  });
});
