import { BUDGETS, checkBudgets } from "./bench-budgets.mjs";

const scores = (performance: number, rest = 100, cls = 0) => ({
  performance,
  accessibility: rest,
  bestPractices: rest,
  seo: rest,
  lcp: 1000,
  cls,
  tbt: 0,
});
const failed = (results: object) => checkBudgets(results).filter((v) => !v.ok).map((v) => v.budget);

describe("bench budgets", () => {
  it("passes a run within every budget", () => {
    const results = {
      lighthouse: { baseline: scores(99), routes: { "/": scores(96), "/login": scores(97) } },
      firstLoadJs: { baseline: 130_000, routes: { "/": { bytes: 140_000, overBaseline: BUDGETS.staticJsOverBaseline } } },
      throughput: { "/": { errors: 0 } },
      abuse: { ok: true, fuzz: { requests: 10_000, fiveXX: 0, nonJson: 0 } },
      audit: { reachable: true, high: 0, critical: 0 },
    };
    expect(failed(results)).toEqual([]);
  });

  it("names each budget a run breaks", () => {
    const results = {
      lighthouse: { baseline: scores(99), routes: { "/": scores(95, 100, 0.02), "/login": scores(99, 92) } },
      firstLoadJs: {
        baseline: 130_000,
        routes: {
          "/privacy-policy": { bytes: 0, overBaseline: BUDGETS.staticJsOverBaseline + 1 },
          "/login": { bytes: 0, overBaseline: 90_000 },
        },
      },
      throughput: { "/": { errors: 3 } },
      abuse: { ok: false, fuzz: { requests: 10_000, fiveXX: 2, nonJson: 0 } },
      audit: { reachable: true, high: 1, critical: 0 },
    };
    expect(failed(results)).toEqual([
      "Lighthouse performance /",
      "Lighthouse accessibility /login",
      "Lighthouse bestPractices /login",
      "Lighthouse seo /login",
      "CLS on /",
      "First-load JS /privacy-policy",
      "No errors under load /",
      "Abuse: no 5xx, every answer JSON",
      "Abuse: 200 concurrent demo requests, each stored once",
      "npm audit --omit=dev",
    ]);
  });
});
