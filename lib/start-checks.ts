import { env, startProblem } from "@/lib/env";

/**
 * At a server's start (instrumentation.ts): a production server without an upstream refuses to start,
 * naming the setting; one whose per-address limits rest on a header the client chose says so once. It
 * opens no store: those open inside the route handlers, where the upstream's error classes are the ones
 * the handlers check against (docs/decisions/store-opens-in-route-handlers.md).
 */
const problem = startProblem(env);
if (problem) {
  console.error(`${problem}. The server does not start.`);
  process.exit(1);
}
if (env.NODE_ENV === "production" && env.TRUST_PROXY_HOPS === 0) {
  console.warn(
    "Warning: TRUST_PROXY_HOPS is 0, so per-address limits are keyed on X-Forwarded-For as the client sent it " +
      "(next start keeps a client's own). Behind a reverse proxy that overwrites it, set TRUST_PROXY_HOPS=1.",
  );
}
