import type { Pool } from "pg";

/** Lines at most this often per pool: a restart breaks every idle connection at once. */
const QUIET_MS = 10_000;

/**
 * pg's Pool emits 'error' when an idle connection breaks (the server restarted, the network dropped);
 * with no listener that event ends the process. The broken client is already out of the pool and the
 * next query opens a new connection, so the event is only logged: one line, its text quoted, at most
 * one per QUIET_MS with a count of those left out.
 */
export function logPoolErrors(pool: Pick<Pool, "on">, label: string, log: (line: string) => void = console.error, now = Date.now): void {
  let quietUntil = 0;
  let skipped = 0;
  pool.on("error", (error: Error) => {
    const time = now();
    if (time < quietUntil) {
      skipped += 1;
      return;
    }
    const text = JSON.stringify(String(error?.message ?? error).slice(0, 200));
    const more = skipped ? ` (and ${skipped} more since)` : "";
    log(`[postgres] ${label}: an idle connection broke: ${text}${more}; the next query reconnects`);
    quietUntil = time + QUIET_MS;
    skipped = 0;
  });
}
