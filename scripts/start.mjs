// `npm start`: build when needed, then serve the production site (embedded upstream by default).
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";

const env = serverEnv();
buildIfNeeded({ port: env.PORT });
console.log(`Serving on ${env.NEXTAUTH_URL}`);
// Through our own server, which records client addresses for the rate limits (docs/decisions.md); Node runs it
// directly (npx exits on SIGTERM without waiting), so the signal reaches the server, which finishes requests in flight.
const server = spawn(process.execPath, ["scripts/site-server.mjs"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
