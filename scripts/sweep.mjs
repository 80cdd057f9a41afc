// `npm run sweep`: deletes used and expired one-time links, kept mail and other spent rows older than
// SWEEP_KEEP_DAYS (7) from the site's store (lib/sweep/sweep-cli.ts). The app also sweeps on its own,
// at most hourly; run this from cron where the site is seldom used. With the default PGlite store, stop
// the site first (one process per database folder); on PostgreSQL it runs beside live instances.
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("lib/sweep/sweep-cli.ts");
