import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Import first in route-handler tests: lib/env reads process.env once, at import. Gives the handlers a
 * session secret and a throw-away DATA_DIR (the tests put their own embedded upstream behind getUpstream).
 */
process.env.NEXTAUTH_SECRET ||= "route-handler-tests-secret-0123456789abcdef";
process.env.NEXTAUTH_URL ||= "http://localhost:3000";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "api-test-data-"));
