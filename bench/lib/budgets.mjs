// The budgets of the quality issue, checked against one bench run. Pure: takes results, returns verdicts.
export const BUDGETS = {
  /** Lighthouse mobile performance may trail the empty baseline page by at most this many points. */
  performanceBelowBaseline: 3,
  /** Total Blocking Time and LCP may exceed the empty page's in the same run by at most these (ms). */
  tbtOverBaselineMs: 150,
  lcpOverBaselineMs: 600,
  /** Requests per second on a prerendered page at least this share of the empty page's. */
  throughputVsBaseline: 0.5,
  /** Prerendered pages through the production recipe at least this share of nginx serving the file alone. */
  recipeVsNginx: 0.8,
  /** Measured by ready.mjs: buttons respond at most this long after the first paint, and after the load event. */
  deadAfterPaintMs: 1000,
  liveAfterLoadMs: 200,
  /** Accessibility, best practices and SEO must be perfect. */
  otherCategories: 100,
  /** First-load JS of catalogue and legal pages over the baseline, gzip bytes. */
  staticJsOverBaseline: 15 * 1024,
  /** A 100 KB e-mail is answered within this, and delays a page sent beside it by at most this. */
  hugeInputMs: 50,
  /** A class of 200 signs up and logs in from one address within this many seconds. */
  classroomSeconds: 120,
  /** Of 1,000 guesses from 1,000 addresses, at most this many reach the password check. */
  bruteForceReachedCheck: 25,
};

/** Routes whose first-load JS is held to the static budget: the catalogue and legal pages. */
export function isStaticRoute(route) {
  return !["/login", "/signup", "/games-overview"].includes(route);
}

/** @returns {{ budget: string, ok: boolean, detail: string }[]} */
export function checkBudgets(results) {
  const verdicts = [];
  const add = (budget, ok, detail) => verdicts.push({ budget, ok, detail });
  const lh = results.lighthouse;
  if (lh) {
    // The budgets hold against the bare empty page; the same page sending the site's headers is shown beside.
    const headed = lh.floor?.["/with-the-site-headers"];
    const beside = (key, unit = "") => (headed ? ` (with the site's headers: ${headed[key]}${unit})` : "");
    for (const [route, s] of Object.entries(lh.routes)) {
      const gap = lh.baseline.performance - s.performance;
      add(
        `Lighthouse performance ${route}`,
        gap <= BUDGETS.performanceBelowBaseline,
        `${s.performance} vs baseline ${lh.baseline.performance}${beside("performance")}`,
      );
      add(
        `TBT ${route}`,
        s.tbt - lh.baseline.tbt <= BUDGETS.tbtOverBaselineMs,
        `${s.tbt} ms vs baseline ${lh.baseline.tbt} ms${beside("tbt", " ms")}`,
      );
      add(
        `LCP ${route}`,
        s.lcp - lh.baseline.lcp <= BUDGETS.lcpOverBaselineMs,
        `${s.lcp} ms vs baseline ${lh.baseline.lcp} ms${beside("lcp", " ms")}`,
      );
      add(`CLS ${route}`, s.cls === 0, String(s.cls));
      for (const key of ["accessibility", "bestPractices", "seo"]) {
        add(`Lighthouse ${key} ${route}`, s[key] >= BUDGETS.otherCategories, String(s[key]));
      }
    }
  }
  const ready = results.ready;
  if (ready) {
    const floor = ready.floor?.["/with-a-button"];
    const beside = floor ? ` (the empty page with one button: ${floor.dead} / ${floor.early} ms)` : "";
    for (const [route, s] of Object.entries(ready.routes)) {
      add(
        `First paint to a working button ${route}`,
        s.dead !== null && s.dead <= BUDGETS.deadAfterPaintMs,
        `${s.dead ?? "never"} ms${beside}`,
      );
      add(
        `Load event to a working button ${route}`,
        s.early !== null && s.early <= BUDGETS.liveAfterLoadMs,
        `${s.early ?? "never"} ms${beside}`,
      );
    }
  }
  if (results.firstLoadJs) {
    for (const [route, s] of Object.entries(results.firstLoadJs.routes)) {
      if (!isStaticRoute(route)) continue;
      add(
        `First-load JS ${route}`,
        s.overBaseline <= BUDGETS.staticJsOverBaseline,
        `${(s.overBaseline / 1024).toFixed(1)} kB over baseline`,
      );
    }
  }
  if (results.throughput) {
    const { baseline, ...routes } = results.throughput;
    for (const [route, s] of Object.entries(routes)) {
      add(`No errors under load ${route}`, s.errors === 0, `${s.errors} errors`);
      if (baseline) {
        const ratio = s.requestsPerSecond / baseline.requestsPerSecond;
        add(
          `Throughput ${route} vs the empty page`,
          ratio >= BUDGETS.throughputVsBaseline,
          `${s.requestsPerSecond} vs ${baseline.requestsPerSecond} req/s (${ratio.toFixed(2)}×)`,
        );
      }
    }
  }
  if (results.recipe) {
    const { skipped, failed, ...routes } = results.recipe;
    if (failed) add("Production recipe ran", false, failed);
    for (const [route, { recipe, nginxAlone }] of Object.entries(routes)) {
      const ratio = recipe.requestsPerSecond / nginxAlone.requestsPerSecond;
      add(
        `Throughput ${route} through the recipe vs nginx alone`,
        ratio >= BUDGETS.recipeVsNginx && recipe.errors === 0,
        `${recipe.requestsPerSecond} vs ${nginxAlone.requestsPerSecond} req/s (${ratio.toFixed(2)}×), ${recipe.errors} errors`,
      );
    }
    if (skipped) add("Production recipe ran", true, `skipped: ${skipped}`);
  }
  if (results.abuse) {
    const fuzz = results.abuse.fuzz ?? {};
    add(
      "Abuse: no 5xx, every answer JSON",
      fuzz.fiveXX === 0 && fuzz.nonJson === 0,
      `${fuzz.requests ?? 0} requests, ${fuzz.fiveXX ?? "?"} 5xx, ${fuzz.nonJson ?? "?"} not JSON`,
    );
    add(
      "Abuse: 200 concurrent demo requests, each stored once",
      results.abuse.ok === true,
      results.abuse.ok ? "stored once, none lost" : "see the abuse section",
    );
  }
  const robust = results.robustness;
  if (robust) {
    const huge = robust.hugeEmail ?? {};
    add("100 KB e-mail answered fast", huge.slowestAnswerMs <= BUDGETS.hugeInputMs, `slowest ${huge.slowestAnswerMs ?? "?"} ms`);
    add(
      "100 KB e-mail does not delay a page",
      huge.pageDelayMaxMs <= BUDGETS.hugeInputMs,
      `page delayed ${huge.pageDelayMaxMs ?? "?"} ms at most`,
    );
    const room = robust.classroom ?? {};
    const none = (part) => part && part.ok === 200 && part.refused429 === 0;
    add(
      "A class of 200 signs up and logs in from one address",
      none(room.signups) && none(room.logins) && room.seconds <= BUDGETS.classroomSeconds,
      `${room.seconds ?? "?"} s; sign-ups ${room.signups?.ok ?? "?"} ok (p50 ${room.signups?.p50Ms} ms, p99 ${room.signups?.p99Ms} ms); log-ins ${room.logins?.ok ?? "?"} ok (p50 ${room.logins?.p50Ms} ms, p99 ${room.logins?.p99Ms} ms)`,
    );
    const brute = robust.bruteForce ?? {};
    add(
      "1,000 guesses from 1,000 addresses: few reach the password check, the owner gets in",
      brute.reachedPasswordCheck <= BUDGETS.bruteForceReachedCheck && brute.ownerGotIn === true,
      `${brute.reachedPasswordCheck ?? "?"} reached the check, ${brute.refused429 ?? "?"} refused; owner waited ${brute.ownerWaitedSeconds ?? "?"} s, got in: ${brute.ownerGotIn}`,
    );
  }
  if (results.audit?.reachable) {
    add(
      "npm audit --omit=dev",
      results.audit.high === 0 && results.audit.critical === 0,
      `${results.audit.high} high, ${results.audit.critical} critical`,
    );
  }
  return verdicts;
}
