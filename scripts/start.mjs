// `npm start`: builds once when there is no build, then runs `next start`. With no upstream address it asks
// for the in-process reference upstream and its demo accounts, so a fresh clone runs every flow.
import { spawn } from "node:child_process";
import { buildOnce, nextCli } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";

const env = serverEnv();
if (!env.UPSTREAM_API_URL && !env.UPSTREAM_ADMIN_API_URL && !env.UPSTREAM_CONTACT_API_URL) {
  env.EMBEDDED_UPSTREAM ??= "true";
  console.log("No upstream address set: the reference upstream runs in-process, with the demo accounts (EMBEDDED_UPSTREAM).");
}
buildOnce({ port: env.PORT });
const args = ["start", "--port", env.PORT, ...(env.HOSTNAME ? ["--hostname", env.HOSTNAME] : [])];
// Node runs Next's CLI directly (npm and npx exit on SIGTERM without waiting), so the signal reaches Next,
// which finishes the requests in flight before it exits.
const server = spawn(process.execPath, [nextCli, ...args], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
