import { destinationOf, roleOf } from "./auth-query";

describe("destinationOf", () => {
  it("keeps the trial's game on the way back to the dialog", () => {
    expect(destinationOf({ redirect: "free-trial", game: "fruit-beer", email: "a@b.co" })).toBe("/?redirect=free-trial&game=fruit-beer");
  });

  it("without a game, lands on SPEC's /?redirect=free-trial", () => {
    expect(destinationOf({ redirect: "free-trial" })).toBe("/?redirect=free-trial");
  });

  it("drops a crafted game", () => {
    expect(destinationOf({ redirect: "free-trial", game: "//evil.example" })).toBe("/?redirect=free-trial");
  });

  it("follows a same-site path and refuses another origin", () => {
    expect(destinationOf({ redirect: "/games-overview" })).toBe("/games-overview");
    expect(destinationOf({ redirect: "https://evil.example/" })).toBe("/");
    expect(destinationOf({})).toBe("/");
  });
});

describe("roleOf", () => {
  it.each([
    ["Facilitator", "facilitator"],
    ["facilitator", "facilitator"],
    ["Student", "student"],
    ["admin", "student"],
    [undefined, "student"],
  ] as const)("role=%s chooses %s", (role, expected) => {
    expect(roleOf(role === undefined ? {} : { role })).toBe(expected);
  });
});
