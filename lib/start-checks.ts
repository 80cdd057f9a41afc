import { env, startProblem } from "@/lib/env";
import { isLocalDemo } from "@/lib/local-demo";

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
// The local demo has no proxy in front: nothing to say.
if (env.NODE_ENV === "production" && env.TRUST_PROXY_HOPS === 0 && !isLocalDemo()) {
  console.warn(
    "Behind a reverse proxy or load balancer? Set TRUST_PROXY_HOPS to the number of proxies in front of this site (usually 1), " +
      "so that sign-in limits count each visitor by their own address. With no proxy in front, leave it at 0.",
  );
}
