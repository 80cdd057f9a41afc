// `npm start`: build when needed, then serve the production site (embedded upstream by default).
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";

buildIfNeeded();
const env = serverEnv();
console.log(`Serving on ${env.NEXTAUTH_URL}`);
// Through our own server, which records client addresses for the rate limits (docs/decisions.md).
const server = spawn(process.execPath, ["scripts/site-server.mjs"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
