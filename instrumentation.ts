/**
 * Runs once when a server starts (next start, standalone, next dev). A production server without an
 * upstream refuses to start, naming the setting (lib/env.ts); one whose per-address limits rest on a header
 * the client chose says so once. It opens no store: those open inside the route handlers, where the
 * upstream's error classes are the ones the handlers check against.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { env, startProblem } = await import("@/lib/env");
    const problem = startProblem(env);
    if (problem) throw new Error(problem);
    if (env.NODE_ENV === "production" && env.TRUST_PROXY_HOPS === 0) {
      console.warn(
        "Warning: TRUST_PROXY_HOPS is 0, so per-address limits are keyed on X-Forwarded-For as the client sent it " +
          "(next start keeps a client's own). Behind a reverse proxy that overwrites it, set TRUST_PROXY_HOPS=1.",
      );
    }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. The server does not start.`);
    process.exit(1);
  }
}
