// `npm run bench -- lecture-hall`: a class joining at once, as the site serves one, through the production
// recipe on loopback (bench/lib/hall/). Builds the site with the stand-in game host (REFERENCE_GAME_HOST,
// read at build time too) into .next-hall, then: the class of 300 behind one school address within 60 s
// with 40 facilitators signing in elsewhere, on two instances; and the ceiling (the same class in ever
// shorter windows until a step's p95 passes 1 s) on two instances and on one. Production limits throughout.
// Writes bench/lecture-hall.json and its section of bench/results.md. See docs/bench.md.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "../scripts/lib/build.mjs";
import { canRunRecipe } from "../scripts/lib/debian-package.mjs";
import { hallMarkdown, withSection } from "./lib/hall/report.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2).filter((arg) => arg !== "lecture-hall");
if (args.includes("--help")) {
  console.log(`npm run bench -- lecture-hall [--only rounds|ceiling] [--reuse-build]: a class of 300 behind one address
joining within 60 s through deploy/run.sh (nginx, two instances, PostgreSQL), then the ceiling on two instances and
on one. About fifteen minutes. Writes bench/lecture-hall.json and its section of bench/results.md.`);
  process.exit(0);
}
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
if (!canRunRecipe()) {
  console.error("nginx or PostgreSQL is not installed, and this is not root with apt-get to install them");
  process.exit(1);
}
const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
const git = (...a) => spawnSync("git", a, { cwd: root, encoding: "utf8" }).stdout.trim();
const loadBefore = uptime();

process.env.NEXT_DIST_DIR = ".next-hall";
process.env.REFERENCE_GAME_HOST = "true";
if (!args.includes("--reuse-build") || !existsSync(path.join(root, ".next-hall", "BUILD_ID"))) build({ port: 8080 });

/** One start of the recipe running `plan`'s rounds; its instances' ports are `sitePorts`. */
function throughTheRecipe(plan, sitePorts) {
  const dir = mkdtempSync(path.join(tmpdir(), "hall-"));
  const planFile = path.join(dir, "plan.json");
  const out = path.join(dir, "out.json");
  writeFileSync(planFile, JSON.stringify(plan));
  // Production limits (none of the test run's small budgets): whether real limits turn a class away.
  const run = spawnSync("deploy/run.sh", ["--", process.execPath, "bench/lib/hall/in-recipe.mjs", out, planFile], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, UPSTREAM_DEMO_ACCOUNTS: "true", DEPLOY_SITE_PORTS: sitePorts },
  });
  if (!existsSync(out)) throw new Error(`deploy/run.sh exited with ${run.status} and no results`);
  return JSON.parse(readFileSync(out, "utf8"));
}

const target = { label: "A class of 300 within a minute", students: 300, windowSeconds: 60, facilitators: 40 };
// A campus behind one NAT: classes in neighbouring halls starting together spend any per-address budget together.
const campus = { label: "Three classes at once", students: 750, classes: 3, windowSeconds: 120, facilitators: 0 };
const ceiling = {
  ceilingP95Ms: 1000,
  rounds: [60, 45, 30, 20, 15, 10].map((w) => ({ label: `300 in ${w} s`, students: 300, windowSeconds: w, facilitators: 0 })),
};
const jsonFile = path.join(root, "bench", "lecture-hall.json");
// With --only, the other part's figures (and the load and command they were measured with) are kept.
const kept = only && existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : {};
const results = { rounds: [], ceilings: [], ...kept, date: new Date().toISOString(), commit: git("rev-parse", "--short", "HEAD") };
const command = `npm run bench -- lecture-hall${args.length ? ` ${args.join(" ")}` : ""}`;
if (only !== "ceiling") {
  results.rounds = throughTheRecipe({ rounds: [target, campus] }, "3001 3002");
  results.roundsRun = { command, loadBefore, loadAfter: uptime() };
}
if (only !== "rounds") {
  const before = uptime();
  results.ceilings = [throughTheRecipe(ceiling, "3001 3002"), throughTheRecipe(ceiling, "3001")];
  results.ceilingRun = { command, loadBefore: before, loadAfter: uptime() };
}
writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
const file = path.join(root, "bench", "results.md");
writeFileSync(file, withSection(existsSync(file) ? readFileSync(file, "utf8") : "", hallMarkdown(results)));
const [t] = results.rounds;
const steps = t ? Object.entries(t.steps) : [];
const ok =
  !t ||
  (results.rounds.every((round) => round.turnedAway === 0) &&
    t.nameOnScreenMs.max <= 5000 &&
    steps.every(([, s]) => s.errors === 0 && s.refused === 0 && s.p95 <= 500) &&
    steps.filter(([step]) => step.startsWith("probe")).every(([, s]) => s.max < 1000));
console.log(hallMarkdown(results));
console.log(ok ? "The class got in within the targets" : "A target was missed");
process.exit(ok ? 0 : 1);
