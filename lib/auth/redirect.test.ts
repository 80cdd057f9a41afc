import { ownOriginRedirect, safeRedirect } from "./redirect";

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

describe("ownOriginRedirect (next-auth's redirect callback)", () => {
  const baseUrl = "https://bizsim.example";
  it("keeps an address or a path on our own origin", () => {
    expect(ownOriginRedirect({ url: "/games-overview?x=1", baseUrl })).toBe("https://bizsim.example/games-overview?x=1");
    expect(ownOriginRedirect({ url: "https://bizsim.example/toc", baseUrl })).toBe("https://bizsim.example/toc");
  });
  it.each([
    "https://elsewhere.example/",
    "//elsewhere.example/",
    "/\\elsewhere.example/",
    "https://user:pass@bizsim.example/",
    "http://[",
    "javascript:alert(1)",
    "free-trial",
    "/\ttab",
  ])("sends %p home", (url) => {
    expect(ownOriginRedirect({ url, baseUrl })).toBe(baseUrl);
  });
});
