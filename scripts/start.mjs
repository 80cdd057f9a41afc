// `npm start`: build when needed, then serve the production site (embedded upstream by default).
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";

const env = serverEnv();
buildIfNeeded({ port: env.PORT });
console.log(`Serving on ${env.NEXTAUTH_URL}`);
const server = spawn("npx", ["next", "start", "-p", env.PORT], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
