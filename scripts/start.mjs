// `npm start`: build when needed, then serve the production site (embedded upstream by default).
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./lib/build.mjs";
import { nextBin, serverEnv } from "./lib/runtime-env.mjs";

const env = serverEnv();
buildIfNeeded({ port: env.PORT });
console.log(`Serving on ${env.NEXTAUTH_URL}`);
// Node runs Next's own CLI directly (not through npx, which exits on SIGTERM without waiting and leaves the
// server running): the signal reaches `next start`, which finishes the requests in flight, then exits.
const server = spawn(process.execPath, [nextBin, "start", "-p", env.PORT], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
