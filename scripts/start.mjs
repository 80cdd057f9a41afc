// `npm start`: builds once when there is no build, then runs `next start`. With no upstream address it asks
// for the in-process reference upstream and its demo accounts, so a fresh clone runs every flow, and then
// listens on 127.0.0.1 only unless HOSTNAME says otherwise (scripts/lib/start-plan.mjs).
import { spawn } from "node:child_process";
import { buildOnce, nextCli } from "./lib/build.mjs";
import { printContentPlaceholders } from "./lib/content-report.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";
import { startPlan } from "./lib/start-plan.mjs";

const env = serverEnv();
const plan = startPlan(env);
if (plan.embedded) env.EMBEDDED_UPSTREAM ??= "true";
for (const notice of plan.notices) console.log(notice);
printContentPlaceholders();
buildOnce({ port: env.PORT });
// Node runs Next's CLI directly (npm and npx exit on SIGTERM without waiting), so the signal reaches Next,
// which finishes the requests in flight before it exits.
const server = spawn(process.execPath, [nextCli, ...plan.args], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
