import { trialGameId, trialLoginPath, trialReturnPath } from "./trial-query";

describe("trialLoginPath", () => {
  it("carries the chosen game beside SPEC's parameters", () => {
    expect(trialLoginPath({ email: " bo@x.edu ", name: " Bo ", role: "Facilitator", game: "fruit-beer" })).toBe(
      "/login?redirect=free-trial&game=fruit-beer&email=bo%40x.edu&name=Bo&role=Facilitator",
    );
  });

  it("leaves the game out when none was chosen, and defaults the role to Student", () => {
    expect(trialLoginPath({ email: "bo@x.edu" })).toBe("/login?redirect=free-trial&email=bo%40x.edu&name=&role=Student");
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

describe("trialGameId", () => {
  it("accepts the catalogue's ids", () => {
    expect(trialGameId("ev-gambit")).toBe("ev-gambit");
    expect(trialGameId("defect-detective")).toBe("defect-detective");
  });
});
