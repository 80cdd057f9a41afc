export { createEmbeddedUpstream, type EmbeddedUpstream, type EmbeddedUpstreamOptions } from "./adapter";
export { seedAccounts, seedPassword, seedAccess } from "./seed";
export type { Db } from "./database";
export * as tables from "./schema";
