/**
 * Runs once when a server starts (next start, standalone, next dev); the checks and the observability
 * need Node.js, so they live in ./lib, loaded on that runtime only (Next's documented pattern).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/start-checks");
    const { startDraining } = await import("./lib/observability/draining");
    // Beside Next's own SIGTERM handler, which closes the server and drains: this one turns readiness to 503.
    process.on("SIGTERM", startDraining);
    const { startObservability } = await import("./lib/observability/server-start");
    await startObservability();
    // Scores for learning platforms' gradebooks wait in the store until their platform takes them.
    const [{ startScoreOutbox }, { storeDb }] = await Promise.all([import("./lib/lti/ags/score-outbox"), import("./lib/store")]);
    startScoreOutbox(storeDb);
  }
}
