import { findJoinRoute, JoinCodeError, routeJoinCode, type JoinRoute } from "./route-code";

const routes: JoinRoute[] = [
  { prefix: "TOC-", title: "G", siteUrl: "https://toc.example.org/", addUserInfo: true },
  { prefix: "P5-", title: "G", siteUrl: "https://ev.example.org/play", addUserInfo: true },
  { prefix: "7QC", title: "G", siteUrl: "https://defects.example.org/", addUserInfo: true },
  { prefix: "DS", title: "G", siteUrl: "https://dual.example.org/", addUserInfo: false },
  { prefix: "OP", title: "G", siteUrl: "https://orders.example.org/", addUserInfo: false },
  { prefix: "SF-", title: "G", siteUrl: "https://stock.example.org/", addUserInfo: true },
  { prefix: "OD-", title: "G", siteUrl: "https://onion.example.org/", addUserInfo: true },
  { prefix: "TP-", title: "G", siteUrl: "https://pay.example.org/", addUserInfo: true },
  { prefix: "DG-", title: "G", siteUrl: "https://select.example.org/", addUserInfo: true },
  { prefix: null, title: "G", siteUrl: "https://beer.example.org/lobby", addUserInfo: true },
];

const user = { email: "ana@example.edu", name: "Ana Lima", picture: "https://cdn.example.org/ana.png" };
const withUser = "&email=ana%40example.edu&name=Ana+Lima&picture=https%3A%2F%2Fcdn.example.org%2Fana.png";

describe("routeJoinCode", () => {
  it.each([
    ["TOC-123", "https://toc.example.org/?code=TOC-123" + withUser],
    ["P5-AB12", "https://ev.example.org/play?code=P5-AB12" + withUser],
    ["7QC42", "https://defects.example.org/?code=7QC42" + withUser],
    ["DS100", "https://dual.example.org/?code=DS100"],
    ["OP-7", "https://orders.example.org/?code=OP-7"],
    ["SF-9", "https://stock.example.org/?code=SF-9" + withUser],
    ["OD-5", "https://onion.example.org/?code=OD-5" + withUser],
    ["TP-1", "https://pay.example.org/?code=TP-1" + withUser],
    ["DG-77", "https://select.example.org/?code=DG-77" + withUser],
    ["FB-2041", "https://beer.example.org/lobby?code=FB-2041" + withUser],
    // A missing dash or a space for it, where the prefix makes it plain (code-rules.ts).
    ["P5X", "https://ev.example.org/play?code=P5-X" + withUser],
    ["TOC123", "https://toc.example.org/?code=TOC-123" + withUser],
    ["p5 7k2qxp", "https://ev.example.org/play?code=P5-7K2QXP" + withUser],
    ["fb2041", "https://beer.example.org/lobby?code=FB-2041" + withUser],
  ])("routes %s by its prefix", (code, expected) => {
    expect(routeJoinCode(code, routes, user)).toBe(expected);
  });

  it("accepts lower-case input and upper-cases the code", () => {
    expect(routeJoinCode("toc-abc", routes, user)).toBe("https://toc.example.org/?code=TOC-ABC" + withUser);
    expect(routeJoinCode("ds9", routes, user)).toBe("https://dual.example.org/?code=DS9");
  });

  it("ignores surrounding spaces", () => {
    expect(routeJoinCode("  P5-AB12 \t", routes)).toBe("https://ev.example.org/play?code=P5-AB12");
  });

  it("adds no user info to DS and OP even for a signed-in user", () => {
    const ds = new URL(routeJoinCode("DS1", routes, user));
    const op = new URL(routeJoinCode("OP1", routes, user));
    for (const url of [ds, op]) {
      expect([...url.searchParams.keys()]).toEqual(["code"]);
    }
  });

  it("adds only the user fields that exist", () => {
    expect(routeJoinCode("SF-1", routes, { email: "a@b.co", name: "", picture: null })).toBe(
      "https://stock.example.org/?code=SF-1&email=a%40b.co",
    );
  });

  it("adds nothing for a visitor who is not signed in", () => {
    expect(routeJoinCode("TP-1", routes, null)).toBe("https://pay.example.org/?code=TP-1");
  });

  it("keeps query parameters already in the site address", () => {
    const table: JoinRoute[] = [{ prefix: null, title: "G", siteUrl: "https://beer.example.org/?lang=en", addUserInfo: false }];
    expect(routeJoinCode("fb-abc", table)).toBe("https://beer.example.org/?lang=en&code=FB-ABC");
  });

  it("prefers the longest matching prefix", () => {
    const table: JoinRoute[] = [
      { prefix: "D", title: "G", siteUrl: "https://d.example.org/", addUserInfo: false },
      { prefix: "DS", title: "G", siteUrl: "https://ds.example.org/", addUserInfo: false },
    ];
    expect(findJoinRoute("ds1", table)?.siteUrl).toBe("https://ds.example.org/");
  });

  it.each(["", "   "])("rejects the empty code %j", (code) => {
    expect(() => routeJoinCode(code, routes)).toThrow(JoinCodeError);
  });

  // These used to open the Fruit Beer lobby; now no game takes them.
  it.each(["XYZ123", "ZZ-123", "abc", "P5", "P5-"])("fails on %j, which no game's prefix starts", (code) => {
    expect(() => routeJoinCode(code, routes)).toThrow(JoinCodeError);
  });

  it("fails on a malformed site address", () => {
    expect(() => routeJoinCode("FB-1", [{ prefix: null, title: "G", siteUrl: "not a url", addUserInfo: false }])).toThrow(JoinCodeError);
  });
});
