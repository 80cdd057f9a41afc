/**
 * Loads a package with Node's own loader (Module._load; Jest replaces only module.createRequire), outside
 * Jest's module sandbox, where dynamic import() works: PGlite loads its WebAssembly that way, and
 * rate-limiter-flexible's RateLimiterDrizzle imports drizzle-orm that way.
 */
interface NodeModule {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
}

export function loadNative<T>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("node:module") as NodeModule)._load(require.resolve(name), null, false) as T;
}
