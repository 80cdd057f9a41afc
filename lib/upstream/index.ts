import "server-only";
import path from "node:path";
import { env, startProblem } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { sql } from "drizzle-orm";
import { lazyEmbeddedUpstream, type ProbedUpstream } from "./embedded";
import { createHttpUpstream } from "./http/adapter";
import type { Upstream } from "@/upstream-contract/types";

export { UpstreamError, isUpstreamError } from "@/upstream-contract/errors";
export type * from "@/upstream-contract/types";

/** Kept on globalThis so that dev reloads and every route bundle share one client (and one PGlite). */
const KEY = Symbol.for("simulation-games-site.upstream");
type Holder = { [KEY]?: Upstream };

function fromEnv(): Upstream {
  if (env.upstreamMode === "http") {
    return createHttpUpstream({
      apiUrl: env.UPSTREAM_API_URL!,
      adminApiUrl: env.UPSTREAM_ADMIN_API_URL!,
      contactApiUrl: env.UPSTREAM_CONTACT_API_URL!,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      maxPending: env.UPSTREAM_MAX_PENDING,
    });
  }
  // Also refused at start (instrumentation.ts); said again here for a server that skips it.
  const problem = startProblem(env);
  if (problem) throw new Error(problem);
  // The reference upstream in-process: loaded and opened on the first call; concurrent first calls await the same opening.
  return lazyEmbeddedUpstream({
    pgliteDir: path.join(env.DATA_DIR, "pglite"),
    databaseUrl: env.DATABASE_URL,
    tokenTtlSeconds: env.UPSTREAM_TOKEN_TTL_SECONDS,
    // The trial's access details go through the site's mailer (its outbox when no SMTP server is set).
    sendMail,
  });
}

/** The process-wide upstream client: http when an upstream URL is set, embedded otherwise. */
export function getUpstream(): Upstream {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= fromEnv());
}

/** Embedded mode: opens the reference upstream's database and runs a query on it (readiness probes). */
export async function upstreamReachable(): Promise<void> {
  const upstream = getUpstream();
  if (!("ready" in upstream)) return;
  const db = await (upstream as ProbedUpstream).ready();
  await db.execute(sql`select 1`);
}

/** Tests only: put a given upstream (or, with null, the one from env) behind getUpstream(). */
export function setUpstreamForTests(upstream: Upstream | null): void {
  const holder = globalThis as Holder;
  if (upstream) holder[KEY] = upstream;
  else delete holder[KEY];
}
