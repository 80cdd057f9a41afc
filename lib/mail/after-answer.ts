import "server-only";
import { log } from "@/lib/log";

const inFlight = new Set<Promise<void>>();

/**
 * Runs `task` without holding the answer back: an answer that waited for a mail server would take
 * longer when a mail goes than when none does, and tell which. A failure is logged, never answered.
 */
export function afterAnswer(what: string, task: () => Promise<unknown>): void {
  const running: Promise<void> = task()
    .then(() => undefined)
    .catch((error: unknown) => log.error({ err: error }, `[${what}] failed after the answer`))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves once every task begun so far has ended (tests, and a graceful stop). */
export async function afterAnswerSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
