// Started by Playwright: a production server on a fresh embedded database in a temp folder.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";

buildIfNeeded();
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = mkdtempSync(path.join(tmpdir(), "sim-e2e-"));
const env = serverEnv({ port, dataDir });
env.NEXTAUTH_SECRET = process.env.NEXTAUTH_SECRET || "e2e-secret-not-for-production-0123456789";
const server = spawn("npx", ["next", "start", "-p", String(port)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
