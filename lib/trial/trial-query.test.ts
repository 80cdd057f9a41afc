import { trialGameId, trialLoginPath, trialReturnPath, trialSignupPath } from "./trial-query";

describe("trialLoginPath", () => {
  it("carries the chosen game beside SPEC's parameters", () => {
    expect(trialLoginPath({ email: " bo@x.edu ", name: " Bo ", role: "Facilitator", game: "fruit-beer" })).toBe(
      "/login?redirect=free-trial&game=fruit-beer&email=bo%40x.edu&name=Bo&role=Facilitator",
    );
  });

  // The dialog asks a signed-out visitor nothing, and a trial is a professor's (was Student).
  it("leaves out what was not given, and starts the role on Facilitator", () => {
    expect(trialLoginPath({})).toBe("/login?redirect=free-trial&role=Facilitator");
    expect(trialSignupPath({ game: "toc", from: "/toc" })).toBe("/signup?redirect=free-trial&game=toc&from=%2Ftoc&role=Facilitator");
  });
});

describe("trialReturnPath", () => {
  it("comes back to the home page with the keyword and the game", () => {
    expect(trialReturnPath("order-ops")).toBe("/?redirect=free-trial&game=order-ops");
  });

  it.each([null, "", "Fruit Beer", "../admin", "x".repeat(65), "a<b"])("drops the game %j", (game) => {
    expect(trialReturnPath(game)).toBe("/?redirect=free-trial");
  });
});

describe("the way back to the game page", () => {
  it("comes back to the page the dialog was opened on", () => {
    expect(trialReturnPath("ev-gambit", "/the-ev-gambit")).toBe("/the-ev-gambit?redirect=free-trial&game=ev-gambit");
  });

  it.each(["//evil.example", "https://evil.example/", "/a/b", "/A", "javascript:alert(1)"])(
    "refuses %j as a page to come back to",
    (from) => {
      expect(trialReturnPath("ev-gambit", from)).toBe("/?redirect=free-trial&game=ev-gambit");
    },
  );

  it("offers sign-up with the same query as log-in", () => {
    const values = { email: "bo@x.edu", name: "Bo", role: "Facilitator", game: "ev-gambit", from: "/the-ev-gambit" };
    expect(trialSignupPath(values)).toBe(
      "/signup?redirect=free-trial&game=ev-gambit&from=%2Fthe-ev-gambit&email=bo%40x.edu&name=Bo&role=Facilitator",
    );
    expect(trialLoginPath(values)).toBe(trialSignupPath(values).replace("/signup", "/login"));
  });
});

describe("trialGameId", () => {
  it("accepts the catalogue's ids", () => {
    expect(trialGameId("ev-gambit")).toBe("ev-gambit");
    expect(trialGameId("defect-detective")).toBe("defect-detective");
  });
});
