import "server-only";
import { fetchJwks } from "./fetch-jwks";
import { createJwksCache, type JwksCache } from "./platform-jwks";

/** One cache of platforms' keys per process (kept on globalThis, shared by every route bundle). */
const KEY = Symbol.for("simulation-games-site.lti-jwks");

export function platformKeys(): JwksCache {
  const holder = globalThis as { [KEY]?: JwksCache };
  return (holder[KEY] ??= createJwksCache({ fetchJwks }));
}
