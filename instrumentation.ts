/**
 * Runs once when a server starts (next start, standalone, next dev); the checks need Node.js, so they
 * live in ./lib/start-checks.ts, loaded on that runtime only (Next's documented pattern).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/start-checks");
}
