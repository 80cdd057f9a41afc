import { BUDGETS, checkBudgets } from "./budgets.mjs";

const scores = (performance: number, rest = 100, cls = 0) => ({
  performance,
  accessibility: rest,
  bestPractices: rest,
  seo: rest,
  lcp: 1000,
  cls,
  tbt: 0,
});
const failed = (results: object) =>
  checkBudgets(results)
    .filter((v) => !v.ok)
    .map((v) => v.budget);

describe("bench budgets", () => {
  it("holds each page's tap readiness to the issue's budgets and says what the empty page with a button measured", () => {
    const ready = (dead: number | null, early: number | null) => ({
      fcp: 500,
      load: 900,
      live: dead === null ? null : 500 + dead,
      dead,
      early,
    });
    const verdicts = checkBudgets({
      ready: {
        floor: { "/with-a-button": ready(1800, 260) },
        routes: { "/": ready(BUDGETS.deadAfterPaintMs, BUDGETS.liveAfterLoadMs), "/login": ready(1001, 201), "/x": ready(null, null) },
      },
    });
    expect(verdicts.filter((v) => !v.ok).map((v) => v.budget)).toEqual([
      "First paint to a working button /login",
      "Load event to a working button /login",
      "First paint to a working button /x",
      "Load event to a working button /x",
    ]);
    expect(verdicts[0]?.detail).toBe("1000 ms (the empty page with one button: 1800 / 260 ms)");
  });

  it("judges Lighthouse against the bare empty page and says what the same page with the site's headers measured", () => {
    const headed = { ...scores(84), tbt: 600, lcp: 1400 };
    const verdicts = checkBudgets({
      lighthouse: {
        baseline: scores(95),
        floor: { "/with-the-site-headers": headed },
        routes: { "/": { ...scores(80), tbt: 700, lcp: 2900 } },
      },
    });
    const detail = (budget: string) => verdicts.find((v) => v.budget === budget)?.detail;
    expect(verdicts.filter((v) => !v.ok).map((v) => v.budget)).toEqual(["Lighthouse performance /", "TBT /", "LCP /"]);
    expect(detail("Lighthouse performance /")).toBe("80 vs baseline 95 (with the site's headers: 84)");
    expect(detail("TBT /")).toBe("700 ms vs baseline 0 ms (with the site's headers: 600 ms)");
    expect(detail("LCP /")).toBe("2900 ms vs baseline 1000 ms (with the site's headers: 1400 ms)");
  });

  it("passes a run within every budget", () => {
    const results = {
      lighthouse: { baseline: scores(99), routes: { "/": scores(96), "/login": scores(97) } },
      firstLoadJs: { baseline: 130_000, routes: { "/": { bytes: 140_000, overBaseline: BUDGETS.staticJsOverBaseline } } },
      throughput: { baseline: { requestsPerSecond: 2000, errors: 0 }, "/": { requestsPerSecond: 1000, errors: 0 } },
      recipe: { "/": { recipe: { requestsPerSecond: 8500, errors: 0 }, nginxAlone: { requestsPerSecond: 10_000, errors: 0 } } },
      abuse: { ok: true, fuzz: { requests: 10_000, fiveXX: 0, nonJson: 0 } },
      audit: { reachable: true, high: 0, critical: 0 },
    };
    expect(failed(results)).toEqual([]);
  });

  it("names each budget a run breaks", () => {
    const results = {
      lighthouse: {
        baseline: scores(99),
        routes: { "/": { ...scores(95, 100, 0.02), tbt: 151, lcp: 1601 }, "/login": scores(99, 92) },
      },
      firstLoadJs: {
        baseline: 130_000,
        routes: {
          "/privacy-policy": { bytes: 0, overBaseline: BUDGETS.staticJsOverBaseline + 1 },
          "/login": { bytes: 0, overBaseline: 90_000 },
        },
      },
      throughput: { baseline: { requestsPerSecond: 2000, errors: 0 }, "/": { requestsPerSecond: 999, errors: 3 } },
      recipe: {
        "/": { recipe: { requestsPerSecond: 4999, errors: 0 }, nginxAlone: { requestsPerSecond: 10_000, errors: 0 } },
        "/privacy-policy": { recipe: { requestsPerSecond: 9000, errors: 1 }, nginxAlone: { requestsPerSecond: 10_000, errors: 0 } },
      },
      abuse: { ok: false, fuzz: { requests: 10_000, fiveXX: 2, nonJson: 0 } },
      audit: { reachable: true, high: 1, critical: 0 },
    };
    expect(failed(results)).toEqual([
      "Lighthouse performance /",
      "TBT /",
      "LCP /",
      "CLS /",
      "Lighthouse accessibility /login",
      "Lighthouse bestPractices /login",
      "Lighthouse seo /login",
      "First-load JS /privacy-policy",
      "No errors under load /",
      "Throughput / vs the empty page",
      "Throughput / through the recipe vs nginx alone",
      "Throughput /privacy-policy through the recipe vs nginx alone",
      "Abuse: no 5xx, every answer JSON",
      "Abuse: 200 concurrent demo requests, each stored once",
      "npm audit --omit=dev",
    ]);
  });

  it("counts a recipe that could not run as a broken budget, and one that cannot be had here as none", () => {
    expect(failed({ recipe: { failed: "deploy/run.sh exited with 1" } })).toEqual(["Production recipe ran"]);
    expect(failed({ recipe: { skipped: "nginx or PostgreSQL is not installed" } })).toEqual([]);
  });
});
