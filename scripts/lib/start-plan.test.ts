import { startPlan } from "./start-plan.mjs";

describe("npm start's address", () => {
  it("with the embedded upstream and its demo accounts: 127.0.0.1 only, and it says so", () => {
    const plan = startPlan({ PORT: "3000" });
    expect(plan.args).toEqual(["start", "--port", "3000", "--hostname", "127.0.0.1"]);
    expect(plan.notices.join("\n")).toContain("Listening on 127.0.0.1:3000 only");
  });

  it("HOSTNAME wins, and the line warns that the demo passwords then work for anyone", () => {
    const plan = startPlan({ PORT: "3000", HOSTNAME: "0.0.0.0" });
    expect(plan.args).toEqual(["start", "--port", "3000", "--hostname", "0.0.0.0"]);
    expect(plan.notices.join("\n")).toContain("demo accounts' public passwords work for anyone");
  });

  it("with a real upstream: Next's own default unless HOSTNAME is set", () => {
    const plan = startPlan({
      PORT: "3000",
      UPSTREAM_API_URL: "https://api.example",
      UPSTREAM_ADMIN_API_URL: "https://a.example",
      UPSTREAM_CONTACT_API_URL: "https://c.example",
    });
    expect(plan.args).toEqual(["start", "--port", "3000"]);
    expect(plan.embedded).toBe(false);
  });
});
