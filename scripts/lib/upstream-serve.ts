import path from "node:path";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail/mailer";
import { siteServices } from "@/lib/upstream/embedded";
import { createEmbeddedUpstream } from "@/upstream-reference/src/adapter";
import { startUpstreamServer } from "@/upstream-reference/src/http/server";

/**
 * `npm run upstream`: the reference upstream over HTTP on UPSTREAM_HOST:UPSTREAM_PORT (default
 * 127.0.0.1:4010), using DATA_DIR (or DATABASE_URL) like the site's embedded mode. Run through
 * scripts/upstream.mjs, which starts Node with tsx and the react-server condition.
 */
async function main() {
  const upstream = createEmbeddedUpstream({
    pgliteDir: path.join(env.DATA_DIR, "pglite"),
    databaseUrl: env.DATABASE_URL,
    tokenTtlSeconds: env.UPSTREAM_TOKEN_TTL_SECONDS,
    demoAccounts: env.UPSTREAM_DEMO_ACCOUNTS,
    ...siteServices(sendMail),
  });
  const started = Date.now();
  await upstream.ready();
  const running = await startUpstreamServer({
    upstream,
    port: env.UPSTREAM_PORT,
    host: env.UPSTREAM_HOST,
    adminKey: env.REFERENCE_UPSTREAM_ADMIN_KEY,
    log,
  });
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : path.resolve(env.DATA_DIR, "pglite");
  const admin = env.REFERENCE_UPSTREAM_ADMIN_KEY ? "; admin routes open (REFERENCE_UPSTREAM_ADMIN_KEY)" : "";
  const demo = env.UPSTREAM_DEMO_ACCOUNTS ? "; demo accounts (UPSTREAM_DEMO_ACCOUNTS)" : "";
  console.log(`Reference upstream on ${running.url} (database: ${where}, ready in ${Date.now() - started} ms${admin}${demo})`);
  console.log(`Point the site at it: UPSTREAM_API_URL, UPSTREAM_ADMIN_API_URL, UPSTREAM_CONTACT_API_URL = ${running.url}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    await upstream.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
