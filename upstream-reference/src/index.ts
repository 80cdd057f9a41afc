import "server-only";

/**
 * The reference upstream: the upstream APIs implemented on PostgreSQL (PGlite by default). The site runs
 * it in-process when no upstream address is set (lib/upstream/index.ts, the embedded adapter);
 * `npm run upstream` serves it over HTTP (./serve.ts, ./http/server.ts).
 */
export { createEmbeddedUpstream, type EmbeddedUpstream, type EmbeddedUpstreamOptions } from "./adapter";
export { seedAccounts, seedPassword, seedAccess } from "./seed";
export type { Db } from "./database";
export * as tables from "./schema";
