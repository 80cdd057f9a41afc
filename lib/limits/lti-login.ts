import "server-only";
import { clientAddress } from "./client-address";
import { rateLimitConfig, sharedLimiter } from "./index";
import { tryConsume } from "./limiter";

/**
 * The LTI login is the one LTI route anyone may call that writes to the store (a state per call), so
 * it spends the site's usual budget per client address (RATE_LIMIT_POINTS per RATE_LIMIT_WINDOW_SECONDS).
 */
export async function ltiLoginAllowed(headers: Headers): Promise<boolean> {
  const config = rateLimitConfig();
  if (!config.enabled) return true;
  const limiter = await sharedLimiter("lti-login", { points: config.points, duration: config.windowSeconds });
  return (await tryConsume(limiter, clientAddress(headers))).allowed;
}
