import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { currentRequest } from "@/upstream-contract/request-context";

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Who may read /api/metrics: a caller on this machine that reached the instance directly (not through
 * nginx, which is on loopback too but forwards anyone), or one with METRICS_TOKEN as its bearer token.
 */
export function mayReadMetrics(authorization: string | null): boolean {
  if (currentRequest()?.direct) return true;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  return Boolean(env.METRICS_TOKEN && token && equal(token, env.METRICS_TOKEN));
}
