// Started by Playwright: the reference upstream over HTTP on a fresh database of its own (with the demo
// accounts), and the production site in http mode against it, built by a plain `next build` (into
// NEXT_DIST_DIR, .next-e2e, unless E2E_REUSE_BUILD=1 and one is there) and served by a plain `next start`. The tests reach the
// upstream's database through its admin routes (e2e/support/reference-upstream.ts), so the site carries
// no test-only route. Same port and key rules as e2e/support/reference-upstream.ts.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, buildOnce, nextCli } from "./lib/build.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";
import { registerSimulator } from "../test-support/lti-platform/register.mjs";
import { addPlatformArgsOf, registrationAt, standInPlatform } from "../test-support/lti-platform/config.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT || 3100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT || port + 1);
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
const children = [];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));

// Started first: its fresh database takes a few seconds, which the build check overlaps.
const upstream = spawn(process.execPath, [path.join(root, "scripts/upstream.mjs")], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sim-e2e-upstream-")),
    UPSTREAM_PORT: String(upstreamPort),
    UPSTREAM_HOST: "127.0.0.1",
    UPSTREAM_DEMO_ACCOUNTS: "true",
    REFERENCE_UPSTREAM_ADMIN_KEY: process.env.E2E_UPSTREAM_ADMIN_KEY || "e2e-reference-upstream-admin-key",
    // The trial's access details go through the same loopback SMTP server as the site's mail.
    SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT || port + 25)}`,
    MAIL_FROM: process.env.MAIL_FROM || "BizSim Lab <no-reply@bizsimlab.example>",
  },
});
children.push(upstream);
upstream.on("exit", (code) => {
  console.error(`serve-e2e: the reference upstream stopped (${code})`);
  stopAll("SIGTERM");
  process.exit(code || 1);
});

// The suite's build and its main site stand for a deployment with real game hosts (the specs stub their
// addresses); game host settings are read at build time, so the build is made that way too. The class
// journey runs on a site of its own with the reference game host (below).
process.env.REFERENCE_GAME_HOST ??= "false";
if (process.env.E2E_REUSE_BUILD === "1") buildOnce({ port });
else build({ port });
// A cold PGlite start takes over a minute on a busy machine.
const deadline = Date.now() + 180_000;
for (;;) {
  const up = await fetch(`${upstreamUrl}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (Date.now() > deadline) {
    console.error(`serve-e2e: the reference upstream did not answer on ${upstreamUrl} within 180 s`);
    stopAll("SIGTERM");
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const env = serverEnv({ port, dataDir: mkdtempSync(path.join(tmpdir(), "sim-e2e-")) });
env.UPSTREAM_API_URL = env.UPSTREAM_ADMIN_API_URL = env.UPSTREAM_CONTACT_API_URL = upstreamUrl;
// Configured as docs/deploy.md says for production behind one proxy that writes X-Forwarded-For; the test
// runner stands in for that proxy: each browser context's header is its client address (e2e/support/auth.ts),
// so specs running side by side never share a budget.
env.TRUST_PROXY_HOPS ??= "1";
// The LTI platform simulator registers by Dynamic Registration over plain http on loopback.
env.LTI_ALLOW_LOOPBACK_PLATFORMS ??= "true";
env.NEXTAUTH_SECRET = process.env.NEXTAUTH_SECRET || "e2e-secret-not-for-production-0123456789";
// Google sign-in against the local OpenID provider Playwright starts (e2e/support/mock-oidc.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT || port + 1455);
env.GOOGLE_CLIENT_ID ??= "e2e-google-client";
env.GOOGLE_CLIENT_SECRET ??= "e2e-google-secret";
env.GOOGLE_ISSUER ??= `http://127.0.0.1:${oidcPort}`;
// Mail goes through the loopback SMTP server Playwright starts (e2e/support/mail-server.mjs).
env.SMTP_URL ??= `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT || port + 25)}`;
env.MAIL_FROM ??= "BizSim Lab <no-reply@bizsimlab.example>";
// Grades back to the LMS: the score outbox's pass and retries sixty times faster (a minute is one
// second), so e2e/lti-grades.spec.ts sees a failed score tried again and sent within a test.
env.LTI_SCORE_RETRY_SPEEDUP ??= "60";
// The LTI platform simulator Playwright starts (test-support/lti-platform/), registered in the new store.
registerSimulator(env);
// Playwright's request client keeps sockets alive without heeding the server's `Keep-Alive: timeout=5`
// (microsoft/playwright#42698), so a request sent after five idle seconds can meet the server's close and
// fail with ECONNRESET. The test server keeps idle sockets longer than any pause in a spec, as nginx does
// in the recipe the other way round (its idle timeout is under Node's).
const nextStart = (serverEnv) =>
  spawn(process.execPath, [nextCli, "start", "--port", serverEnv.PORT, "--keepAliveTimeout", "65000"], {
    cwd: root,
    stdio: "inherit",
    env: serverEnv,
  });
const site = nextStart(env);
children.push(site);
// A second site on the same build and upstream whose reset links last 3 s, so that the suite sees an
// expired link without a test-only route (e2e/accounts-reset.spec.ts); its mail links name its own port.
// Google sign-in is not set up on it, so the suite sees the log-in pages of a site without it (e2e/auth-forms.spec.ts).
const shortLinksPort = port + 5;
const shortLinks = nextStart({
  ...env,
  PORT: String(shortLinksPort),
  NEXTAUTH_URL: `http://localhost:${shortLinksPort}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "sim-e2e-short-links-")),
  RESET_LINK_TTL_SECONDS: "3",
  GOOGLE_CLIENT_ID: "",
  GOOGLE_CLIENT_SECRET: "",
});
children.push(shortLinks);
// A third site on the same build and upstream with the reference game host, as a fresh clone has it: the
// class journey (e2e/class-journey.spec.ts) runs through its dashboard, lobby and join pages.
// Its course is a platform simulator of its own (test-support/lti-platform/config.mjs, standInPlatform),
// registered in its store, so a learner launched from that course lands in its lobbies
// (e2e/lti-grades.spec.ts).
const standInPort = port + 7;
const standInEnv = {
  ...env,
  PORT: String(standInPort),
  NEXTAUTH_URL: `http://localhost:${standInPort}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "sim-e2e-stand-in-")),
  REFERENCE_GAME_HOST: "true",
};
registerSimulator(standInEnv, addPlatformArgsOf(registrationAt(standInPlatform.url)));
const standIn = nextStart(standInEnv);
children.push(standIn);
site.on("exit", (code) => {
  stopAll("SIGTERM");
  process.exit(code ?? 0);
});
