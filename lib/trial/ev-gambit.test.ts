import { evGambitJoinUrl, trialDisplayName } from "./ev-gambit";

describe("trialDisplayName", () => {
  it.each([
    ["Ana Lima", "ana@example.edu", "Ana Lima"],
    ["  Ana  ", "ana@example.edu", "Ana"],
    ["", "ana.lima@example.edu", "ana.lima"],
    ["   ", "ana.lima@example.edu", "ana.lima"],
    [null, "prof@uni.example", "prof"],
    [undefined, "prof@uni.example", "prof"],
    ["", "no-at-sign", "no-at-sign"],
  ])("name %j with e-mail %s gives %s", (name, email, expected) => {
    expect(trialDisplayName(name, email)).toBe(expected);
  });
});

describe("evGambitJoinUrl", () => {
  it("builds the join-game address with name, email and session code", () => {
    expect(evGambitJoinUrl("https://ev.example.org", { code: "P5-ABC", name: "Ana Lima", email: "ana@x.edu" })).toBe(
      "https://ev.example.org/join-game?name=Ana+Lima&email=ana%40x.edu&session_code=P5-ABC",
    );
  });

  it("falls back to the e-mail's local part for a blank name", () => {
    const url = new URL(evGambitJoinUrl("https://ev.example.org/", { code: "C1", name: "", email: "bo@x.edu" }));
    expect(url.searchParams.get("name")).toBe("bo");
  });

  it("keeps a path on the host address", () => {
    expect(evGambitJoinUrl("https://games.example.org/ev", { code: "C", name: "A", email: "a@b.co" })).toBe(
      "https://games.example.org/ev/join-game?name=A&email=a%40b.co&session_code=C",
    );
  });
});
