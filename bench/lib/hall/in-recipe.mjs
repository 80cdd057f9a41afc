// The lecture-hall bench inside the production recipe: `deploy/run.sh -- node bench/lib/hall/in-recipe.mjs
// OUT.json PLAN.json` (deploy/run.sh sets DEPLOY_URL, DEPLOY_RUN, DEPLOY_UPSTREAM_DATABASE_URL). PLAN:
// { rounds: [{ label, students, windowSeconds, facilitators }], ceilingP95Ms? }: with a ceiling, the rounds
// run until one's slowest step p95 passes it. Each round has a school address and a professor of its own,
// so no round spends another's budgets.
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { benchFacilitator, benchPassword, ensureFacilitators } from "./accounts.mjs";
import { recipeProcesses } from "./cpu.mjs";
import { runRound } from "./round.mjs";

const [out, planFile] = process.argv.slice(2);
const site = process.env.DEPLOY_URL;
if (!site || !out || !planFile) throw new Error("usage: deploy/run.sh -- node bench/lib/hall/in-recipe.mjs OUT.json PLAN.json");
const plan = JSON.parse(readFileSync(planFile, "utf8"));
const most = Math.max(...plan.rounds.map((round) => round.facilitators));
// Facilitators 1–100 sign in to their dashboards; each round's professors come after them.
const professorsNeeded = plan.rounds.reduce((sum, round) => sum + (round.classes ?? 1), 0);
await ensureFacilitators(process.env.DEPLOY_UPSTREAM_DATABASE_URL, 100 + professorsNeeded);
let nextProfessor = 101;
const pids = recipeProcesses(process.env.DEPLOY_RUN);

/** The slowest p95 of the steps a class and its professor take (not the facilitators' own sign-ins). */
export const slowestP95 = (result) =>
  Math.max(
    ...Object.entries(result.steps)
      .filter(([step]) => !/sign-in|log-in|dashboard|probe/.test(step))
      .map(([, s]) => s.p95),
  );

/** An experiment's PostgreSQL setting for the rounds that follow (the recipe's own cluster only). */
async function setPostgres(settings) {
  const db = new pg.Client({ connectionString: process.env.DEPLOY_DATABASE_URL });
  await db.connect();
  for (const [name, value] of Object.entries(settings)) await db.query(`alter system set ${name} = '${value}'`);
  await db.query("select pg_reload_conf()");
  await db.end();
}

const results = [];
for (const [index, round] of plan.rounds.entries()) {
  if (round.postgres) await setPostgres(round.postgres);
  console.log(
    `lecture hall: ${round.label}: ${round.students} students within ${round.windowSeconds} s, ${round.facilitators} facilitators…`,
  );
  const result = await runRound({
    site,
    pids,
    round: {
      ...round,
      school: `127.0.77.${index + 1}`,
      net: 88 + index,
      professors: Array.from({ length: round.classes ?? 1 }, () => benchFacilitator(nextProfessor++)),
      facilitatorEmails: Array.from({ length: Math.min(round.facilitators, most) }, (_, i) => benchFacilitator(i + 1)),
      password: benchPassword,
      instances: (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean),
    },
  });
  result.instances = pids ? Object.keys(pids).filter((name) => name.startsWith("site-")).length : null;
  result.slowestP95Ms = slowestP95(result);
  results.push(result);
  console.log(
    `  ${result.arrived}/${result.students} arrived, ${result.turnedAway} turned away, slowest p95 ${result.slowestP95Ms} ms, name on screen p95 ${result.nameOnScreenMs.p95} ms`,
  );
  writeFileSync(out, JSON.stringify(results));
  if (plan.ceilingP95Ms && result.slowestP95Ms > plan.ceilingP95Ms) break;
  await new Promise((resolve) => setTimeout(resolve, 5000));
}
