import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import type { StoreDb } from "@/lib/store";
import { deliverDueScores } from "./deliver-scores";

/**
 * Each instance looks for due scores this often; the retry schedule's shortest wait is a minute. Sped up
 * with the schedule (LTI_SCORE_RETRY_SPEEDUP), so a test server's shortened retries are seen as soon.
 */
export const SCORE_OUTBOX_INTERVAL_MS = 60_000;

const KEY = Symbol.for("simulation-games-site.score-outbox");
type Holder = { [KEY]?: { running: Promise<void> | null; timer: NodeJS.Timeout | null } };
const state = () => ((globalThis as Holder)[KEY] ??= { running: null, timer: null });

/** A pass of the outbox now, unless one is running here: never awaited by a request, a failure only logged. */
export function sendScoresSoon(db: () => Promise<StoreDb>): void {
  if (env.NODE_ENV === "test") return;
  const current = state();
  if (current.running) return;
  current.running = (async () => {
    await deliverDueScores(await db());
  })()
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : error }, "[lti] the score outbox failed a pass"))
    .finally(() => {
      current.running = null;
    });
}

/** At server start: a pass every minute, for the scores waiting for their next try (every instance; each score goes out from one). */
export function startScoreOutbox(db: () => Promise<StoreDb>): void {
  const current = state();
  if (current.timer) return;
  current.timer = setInterval(() => sendScoresSoon(db), SCORE_OUTBOX_INTERVAL_MS / env.LTI_SCORE_RETRY_SPEEDUP);
  current.timer.unref();
}
