import { log as logger } from "@/lib/log";
import { messages } from "@/lib/messages";
import { throttledLog } from "@/lib/throttled-log";
import { UpstreamError } from "@/upstream-contract/errors";

export interface PendingLimit {
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly pending: number;
}

/**
 * At most `max` upstream calls of this process wait at once. A frozen upstream then holds `max`
 * requests for one timeout each, and every further call is refused at once (503, the site's
 * "unavailable" sentence) instead of queueing behind them: the other routes keep their connections.
 */
export function pendingLimit(max: number, log: (line: string) => void = (line) => logger.error(line)): PendingLimit {
  let pending = 0;
  const refused = throttledLog(log, 10_000);
  return {
    get pending() {
      return pending;
    },
    async run(call) {
      if (pending >= max) {
        refused(`[upstream] ${max} calls already waiting for the upstream; further calls refused with 503`);
        throw new UpstreamError(503, messages.api.upstreamDown, { detail: `${max} calls pending` });
      }
      pending += 1;
      try {
        return await call();
      } finally {
        pending -= 1;
      }
    },
  };
}
