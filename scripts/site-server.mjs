// Serves the built site on PORT (and HOSTNAME when set) through scripts/lib/site-server.mjs.
import { drainSiteServer, startSiteServer } from "./lib/site-server.mjs";

const port = Number(process.env.PORT || 3000);
const server = await startSiteServer({ port, hostname: process.env.HOSTNAME || undefined });
console.log(`Site server listening on :${port}`);
// One readiness probe of our own opens the site's store (and the embedded upstream's database) now, through
// the route handlers that use them, so the first visitor does not wait for PGlite to open and migrate.
// Its answer does not matter (a cold PGlite can outlast the probe's 2 s; the opening goes on).
fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    drainSiteServer(server, () => process.exit(0));
    // Requests in flight get up to 30 s (a load balancer's usual drain time) before the process gives up on them.
    setTimeout(() => process.exit(0), 30_000).unref();
  });
}
