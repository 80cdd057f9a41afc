import { messages } from "@/lib/messages";
import { errorResponse, json, methodNotAllowedResponse } from "./responses";
import { routeMethods } from "@/lib/routes/route-of";
import { methodsOf } from "./route-methods";

const standard = new Set<string>(routeMethods);

/**
 * What proxy.ts answers on /api before the route runs, or null to let the route answer: every method,
 * known or not, gets JSON. TRACE, CONNECT and TRACK never get here: Node's Request refuses to be built
 * with them, so Next fails before any of our code; the reverse proxy refuses them (docs/decisions/).
 */
export function methodAnswer(method: string, pathname: string): Response | null {
  const allowed = methodsOf(pathname);
  if (!allowed) return standard.has(method) ? null : errorResponse(404, messages.api.notFound);
  if (method === "OPTIONS") return json({ allow: allowed }, { headers: { allow: allowed.join(", ") } });
  if ((allowed as string[]).includes(method)) return null;
  return methodNotAllowedResponse(allowed);
}
