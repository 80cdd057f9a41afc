import { env } from "@/lib/env";

/**
 * The local demo: the embedded upstream with its public demo passwords, listening on this computer only
 * (npm start's default, scripts/lib/start-plan.mjs). No proxy stands in front of it and nobody else reads
 * its output, so it may print what a real deployment must not, such as a mail's link.
 */
export function isLocalDemo(): boolean {
  if (env.NODE_ENV === "test" || env.upstreamMode !== "embedded") return false;
  const hostname = process.env.HOSTNAME;
  return !hostname || hostname === "localhost" || hostname === "::1" || hostname.startsWith("127.");
}
