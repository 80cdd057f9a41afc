// `npm test`: the alert rules, the quick lane (type check, lint, format, Jest), then Playwright against the
// production build and the production recipe. Every step runs; the last line totals them as "N passed, M failed".
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkAlertRules } from "./lib/alert-rules.mjs";
import { buildRelease, nextCli, publicSiteUrl } from "./lib/build.mjs";
import { ensureChromium, ensureTestBrowser } from "./lib/chromium.mjs";
import { canRunRecipe } from "./lib/debian-package.mjs";
import { env, failures, jestFile, quickLane, readJson, results, run } from "./lib/test-steps.mjs";

const e2ePort = Number(process.env.E2E_PORT || 3100);

/** Passed and failed tests of the recipe's TAP report; a run that wrote none counts as one failure. */
function recipeCounts(file) {
  if (!failures.includes("Production recipe") && !existsSync(file)) return { passed: 0, failed: 0 }; // skipped
  const tap = existsSync(file) ? readFileSync(file, "utf8") : "";
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? NaN);
  const passed = count("pass");
  const failed = count("fail");
  return Number.isNaN(passed) ? { passed: 0, failed: 1 } : { passed, failed: failed || 0 };
}

// The operator's alert rules (deploy/prometheus/): promtool's syntax check and unit tests.
console.log("\n▶ Alert rules");
const alerts = checkAlertRules();
if (!alerts) console.log("◀ Alert rules: skipped (no promtool, and not root with apt-get to install Debian's prometheus)");
else {
  console.log(`◀ Alert rules: ${alerts.failed ? "FAILED" : "ok"} (${alerts.passed} passed, ${alerts.failed} failed)`);
  if (alerts.failed) failures.push("Alert rules");
}
// The quick lane (npm run test:quick): a broken type or rule shows in the first minutes.
await quickLane();

const playwrightFile = path.join(results, "playwright.json");
// A plain `next build` (type errors fail it), then Playwright against a plain `next start` of it.
// Built for real game hosts, as scripts/serve-e2e.mjs serves it (game host settings are read at build time).
const built = await run("Build", process.execPath, [nextCli, "build"], {
  NEXT_PUBLIC_SITE_URL: publicSiteUrl(e2ePort),
  REFERENCE_GAME_HOST: process.env.REFERENCE_GAME_HOST ?? "false",
});
// The recipe's settings: its rate-limit tests spend a small budget (10 a minute) rather than the class-sized
// default; it signs in with the demo accounts.
const recipeEnv = {
  RATE_LIMIT_POINTS: "10",
  RATE_LIMIT_WINDOW_SECONDS: "60",
  UPSTREAM_DEMO_ACCOUNTS: "true",
  // The fault test's load sends a few thousand demo requests in a minute: the site-wide hourly ceiling of
  // that form (2,000 by default) would refuse them, so it is raised for this run only.
  GLOBAL_CONTACT_PER_HOUR: "1000000",
  GLOBAL_TRIAL_PER_HOUR: "40",
  // deploy/lti-grades.test.mjs: its LMS is the platform simulator on loopback, a game host reports
  // completions with this secret, and the score outbox runs twenty times faster (a minute is 3 s).
  LTI_ALLOW_LOOPBACK_PLATFORMS: "true",
  GAME_HOST_SECRETS: "recipe-game-host:recipe-game-host-secret-of-forty-chars-0",
  LTI_SCORE_RETRY_SPEEDUP: "20",
};
const runRecipe = built && canRunRecipe();

// The headless shell for most specs; full Chromium for the LTI specs and the recipe's browser tests.
if (!built) {
  console.log("\n▶ Playwright and the production recipe: not run (the build failed)");
} else if (ensureTestBrowser() && ensureChromium()) {
  await run("Playwright", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile, E2E_REUSE_BUILD: "1" });
} else {
  failures.push("Chromium");
}

// The production recipe (deploy/run.sh: nginx, two instances, PostgreSQL) and its test, when nginx and
// PostgreSQL are here or can be installed (root and apt-get), on the suite's build.
const recipeFile = path.join(results, "recipe.tap");
rmSync(recipeFile, { force: true });
// The second release the recipe's rollout test rolls to, built at the lowest priority beside the recipe's
// other tests, which leave a core idle for much of their run (faults timed, instances settling); the
// rollout test, last, waits for it.
const rolloutFile = path.join(results, "rollout-release.json");
rmSync(rolloutFile, { force: true });
let secondRelease = Promise.resolve();
if (runRecipe) {
  const release = { dist: ".next-rollout", id: `rollout-${Date.now().toString(36)}` };
  const siteUrl = `http://localhost:${process.env.DEPLOY_PORT || 8080}`;
  secondRelease = buildRelease({ ...release, siteUrl, lowPriority: true, env: { ...env, ...recipeEnv } }).then((made) =>
    writeFileSync(rolloutFile, JSON.stringify({ ...release, ...made })),
  );
  await run(
    "Production recipe",
    "deploy/run.sh",
    [
      "--",
      "node",
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${recipeFile}`,
      "--test-concurrency=1",
      "deploy/recipe.test.mjs",
      // The recorded attacks' rows that only two instances behind nginx show (127.0.39.x), before the faults.
      "deploy/attacks.test.mjs",
      // A class's grades back to its LMS through both instances: one score per learner, retries included.
      "deploy/lti-grades.test.mjs",
      // The recorded attacks on the LTI surfaces, with an LMS registered as an operator registers one.
      "deploy/lti-attacks.test.mjs",
      // What an operator sees: request ids through every log, metrics, traces to a local OTLP collector.
      "deploy/observability.test.mjs",
      "deploy/faults.test.mjs",
      // Last: the second release rolled out under a page opened on the first (the instances end on it).
      "deploy/rollout.test.mjs",
    ],
    { ...recipeEnv, ROLLOUT_RELEASE_FILE: rolloutFile },
  );
} else {
  console.log("\n▶ Production recipe: skipped (no nginx or PostgreSQL here, and not root with apt-get to install them)");
}
await secondRelease;

const jest = readJson(jestFile);
const pw = existsSync(playwrightFile) ? readJson(playwrightFile) : null;
const recipe = recipeCounts(recipeFile);
const passed = (jest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0) + recipe.passed + (alerts?.passed ?? 0);
// A step that failed with no failing test of its own (a server that would not start) still counts as one.
const pwFailed = pw ? pw.stats.unexpected || (failures.includes("Playwright") ? 1 : 0) : 1;
// The type check, lint and format have no tests to count: each that failed is one.
const staticFailed = ["Type check", "Lint", "Format"].filter((step) => failures.includes(step)).length;
const failed =
  (jest ? jest.numFailedTests || (failures.includes("Jest") ? 1 : 0) : 1) + pwFailed + recipe.failed + (alerts?.failed ?? 0) + staticFailed;
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(results, "summary.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failures.length ? 1 : 0);
