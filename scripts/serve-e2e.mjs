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
// Lets the suite read and add embedded records through /api/test-hooks (404 on every other server).
env.E2E_TEST_HOOKS = "1";
env.NEXTAUTH_SECRET = process.env.NEXTAUTH_SECRET || "e2e-secret-not-for-production-0123456789";
// Google sign-in against the local OpenID provider Playwright starts (e2e/support/mock-oidc.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT || port + 1455);
env.GOOGLE_CLIENT_ID ??= "e2e-google-client";
env.GOOGLE_CLIENT_SECRET ??= "e2e-google-secret";
env.GOOGLE_ISSUER ??= `http://127.0.0.1:${oidcPort}`;
// Mail goes through the loopback SMTP server Playwright starts (e2e/support/mail-server.mjs).
env.SMTP_URL ??= `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT || port + 25)}`;
env.MAIL_FROM ??= "BizSim Lab <no-reply@bizsimlab.example>";
const server = spawn("npx", ["next", "start", "-p", String(port)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
