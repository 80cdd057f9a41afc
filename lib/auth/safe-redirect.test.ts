import { postAuthDestination, safeRedirect } from "./safe-redirect";

const origin = "https://bizsim.example";

describe("safeRedirect", () => {
  it.each([
    ["free-trial", "free-trial"],
    ["/games-overview", "/games-overview"],
    ["/games-overview?tab=1#top", "/games-overview?tab=1#top"],
    ["  /toc  ", "/toc"],
    ["https://bizsim.example/toc?x=1", "/toc?x=1"],
  ])("keeps %p", (raw, expected) => {
    expect(safeRedirect(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "https://elsewhere.example",
    "https://elsewhere.example/games-overview",
    "http://bizsim.example/toc",
    "https://bizsim.example.elsewhere.example/",
    "https://user:pass@bizsim.example/",
    "//elsewhere",
    "//elsewhere.example/path",
    "/\\elsewhere",
    "/.//elsewhere",
    "\\\\elsewhere",
    "/\telsewhere",
    "javascript:alert(1)",
    "data:text/html,hi",
    "free trial",
    "a".repeat(600),
  ])("refuses %p", (raw) => {
    expect(safeRedirect(raw, origin)).toBeNull();
  });

  it("refuses absolute addresses when the site origin is unknown", () => {
    expect(safeRedirect("https://bizsim.example/toc")).toBeNull();
  });
});

describe("postAuthDestination", () => {
  it("keeps a keyword on the home page", () => {
    expect(postAuthDestination("free-trial")).toBe("/?redirect=free-trial");
  });
  it("follows a same-site path", () => {
    expect(postAuthDestination("/games-overview")).toBe("/games-overview");
  });
  it("goes home for anything refused or missing", () => {
    expect(postAuthDestination("https://elsewhere.example")).toBe("/");
    expect(postAuthDestination("//elsewhere")).toBe("/");
    expect(postAuthDestination("/\\elsewhere")).toBe("/");
    expect(postAuthDestination(null)).toBe("/");
  });
});
