import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getStore } from "@/lib/store";
import { isDraining } from "@/lib/observability/draining";
import { upstreamReachable } from "@/lib/upstream";

/** Each check gets this long, and they run together: a load balancer's probe should wait a little longer. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = "ok" | "failed" | "skipped";

export interface Readiness {
  status: "ready" | "unready" | "draining";
  checks: { store: Check; upstreamDatabase: Check };
}

async function withinTimeout(work: () => Promise<unknown>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Check>((resolve) => (timer = setTimeout(() => resolve("failed"), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([
      work().then(
        (): Check => "ok",
        (): Check => "failed",
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What /api/health/ready reports: the site's own store answers a query, and in embedded mode so does the
 * reference upstream's database (in http mode the remote upstream's health is not this instance's:
 * marking every instance unready when it hiccups would take the whole site out).
 */
export async function readiness(): Promise<Readiness> {
  // Told to stop: unready at once, whatever the stores say (they may well answer until the last request).
  if (isDraining()) return { status: "draining", checks: { store: "skipped", upstreamDatabase: "skipped" } };
  const [store, upstreamDatabase] = await Promise.all([
    withinTimeout(async () => (await getStore()).db.execute(sql`select 1`)),
    env.upstreamMode === "embedded" ? withinTimeout(() => upstreamReachable()) : Promise.resolve<Check>("skipped"),
  ]);
  const checks = { store, upstreamDatabase };
  const ready = Object.values(checks).every((value) => value !== "failed");
  return { status: ready ? "ready" : "unready", checks };
}
