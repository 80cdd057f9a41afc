import type { Pool } from "pg";
import { throttledLog } from "@/lib/throttled-log";

/**
 * pg's Pool emits 'error' when an idle connection breaks (the server restarted, the network dropped);
 * with no listener that event ends the process. The broken client is already out of the pool and the
 * next query opens a new connection, so the event is only logged: one line with its text quoted, at most
 * one per 10 s (a restart breaks every idle connection at once).
 */
export function logPoolErrors(pool: Pick<Pool, "on">, label: string, log: (line: string) => void = console.error, now = Date.now): void {
  const write = throttledLog(log, 10_000, now);
  pool.on("error", (error: Error) => {
    const text = JSON.stringify(String(error?.message ?? error).slice(0, 200));
    write(`[postgres] ${label}: an idle connection broke: ${text}; the next query reconnects`);
  });
}
