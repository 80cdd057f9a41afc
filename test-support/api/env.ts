import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Import first in route-handler tests: lib/env reads process.env once, at import. Gives the handlers a
 * session secret, a site URL and a throw-away DATA_DIR (the tests put their own embedded upstream behind
 * getUpstream). The variables are put back after the file, so other test files in the same worker see
 * the environment they started with.
 */
const saved = { NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET, NEXTAUTH_URL: process.env.NEXTAUTH_URL, DATA_DIR: process.env.DATA_DIR };
const dataDir = mkdtempSync(path.join(tmpdir(), "api-test-data-"));

process.env.NEXTAUTH_SECRET ||= "route-handler-tests-secret-0123456789abcdef";
process.env.NEXTAUTH_URL ||= "http://localhost:3000";
process.env.DATA_DIR = dataDir;

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});
