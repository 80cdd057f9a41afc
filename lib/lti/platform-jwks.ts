import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from "jose";
import { z } from "zod";

/** A platform's JWKS could not be had (down, slow, not a key set). */
export class JwksUnavailableError extends Error {}

export interface JwksCacheOptions {
  /** Reads the key set at `url`; throws when it cannot. */
  fetchJwks: (url: string) => Promise<unknown>;
  now?: () => number;
  /** At most one fetch per URL in this time, however many unknown kids arrive (a forged kid must not make us hammer the platform). */
  minIntervalMs?: number;
  /** A key set older than this is read again before use (a revoked key stops being trusted). */
  maxAgeMs?: number;
}

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string().max(16) })).max(50) });

interface Entry {
  jwks: JSONWebKeySet;
  fetchedAt: number;
  pending?: Promise<Entry>;
}

/**
 * Platforms' public keys by JWKS URL. A token whose kid is not in the cached set makes one new fetch,
 * unless the set was fetched less than a minute ago: a platform's new key is accepted after its JWKS
 * changes, and forged kids cost nothing.
 */
export function createJwksCache({ fetchJwks, now = Date.now, minIntervalMs = 60_000, maxAgeMs = 60 * 60_000 }: JwksCacheOptions) {
  const entries = new Map<string, Entry>();

  function refresh(url: string): Promise<Entry> {
    const current = entries.get(url);
    if (current?.pending) return current.pending;
    const pending = (async () => {
      let body: unknown;
      try {
        body = await fetchJwks(url);
      } catch (error) {
        throw new JwksUnavailableError(`JWKS ${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const parsed = jwksSchema.safeParse(body);
      if (!parsed.success) throw new JwksUnavailableError(`JWKS ${url}: not a key set`);
      const entry: Entry = { jwks: parsed.data as JSONWebKeySet, fetchedAt: now() };
      entries.set(url, entry);
      return entry;
    })();
    const placeholder: Entry = current ? { ...current, pending } : { jwks: { keys: [] }, fetchedAt: -Infinity, pending };
    entries.set(url, placeholder);
    pending.catch(() => {
      if (entries.get(url) === placeholder) {
        if (current) entries.set(url, current);
        else entries.delete(url);
      }
    });
    return pending;
  }

  async function usable(url: string): Promise<Entry> {
    const entry = entries.get(url);
    if (entry?.pending) return entry.pending;
    if (!entry || now() - entry.fetchedAt >= maxAgeMs) return refresh(url);
    return entry;
  }

  /** jose's key resolver for tokens of the platform whose JWKS is at `url`. */
  function keyResolver(url: string): JWTVerifyGetKey {
    return async (header, token) => {
      let entry = await usable(url);
      try {
        return await createLocalJWKSet(entry.jwks)(header, token);
      } catch (error) {
        const unknownKid = error instanceof errors.JWKSNoMatchingKey;
        if (!unknownKid || now() - entry.fetchedAt < minIntervalMs) throw error;
        entry = await refresh(url);
        return createLocalJWKSet(entry.jwks)(header, token);
      }
    };
  }

  return { keyResolver };
}

export type JwksCache = ReturnType<typeof createJwksCache>;
