import { log as logger } from "@/lib/log";
import type { Pool, PoolClient } from "pg";
import { throttledLog } from "@/lib/throttled-log";

/**
 * pg's Pool emits 'error' when an idle connection breaks (the server restarted, the network dropped);
 * with no listener that event ends the process. The broken client is already out of the pool and the
 * next query opens a new connection, so the event is only logged: one line with its text quoted, at most
 * one per 10 s (a restart breaks every idle connection at once).
 * A client checked out of the pool (a transaction between two statements) has no pool listener: its
 * connection breaking emits 'error' on the client itself, which ended the reference upstream in the
 * recipe's PostgreSQL restart. Every client gets the same listener; its next query fails (the caller's
 * error), and the pool drops it when it comes back.
 */
export function logPoolErrors(
  pool: Pick<Pool, "on">,
  label: string,
  log: (line: string) => void = (line) => logger.error(line),
  now = Date.now,
): void {
  const write = throttledLog(log, 10_000, now);
  const logged = (error: Error) => {
    const text = JSON.stringify(String(error?.message ?? error).slice(0, 200));
    write(`[postgres] ${label}: a connection broke: ${text}; the next query reconnects`);
  };
  pool.on("error", logged);
  pool.on("connect", (client: Pick<PoolClient, "on">) => client.on("error", logged));
}
