import { DASHBOARD_PATH, destinationOf, landingAfterAuth } from "./landing";

describe("destinationOf", () => {
  it("keeps the trial's game on the way back to the dialog", () => {
    expect(destinationOf({ redirect: "free-trial", game: "fruit-beer", email: "a@b.co" })).toBe("/?redirect=free-trial&game=fruit-beer");
  });

  it("without a game, lands on /?redirect=free-trial", () => {
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

  it("keeps another keyword on the home page, for the home page to act on", () => {
    expect(destinationOf({ redirect: "some-keyword" })).toBe("/?redirect=some-keyword");
  });

  it.each(["https://elsewhere.example", "//elsewhere", "/\\elsewhere"])("goes home for %p", (redirect) => {
    expect(destinationOf({ redirect })).toBe("/");
  });
});

describe("landingAfterAuth", () => {
  it("follows a destination other than the home page, whoever signed in", () => {
    expect(landingAfterAuth("/toc", "facilitator")).toBe("/toc");
    expect(landingAfterAuth("/?redirect=free-trial", "student")).toBe("/?redirect=free-trial");
  });

  it("sends a facilitator bound for the home page to the dashboard, and everyone else home", () => {
    expect(landingAfterAuth("/", "facilitator")).toBe(DASHBOARD_PATH);
    expect(landingAfterAuth("/", "student")).toBe("/");
    expect(landingAfterAuth("/", undefined)).toBe("/");
  });
});
