/**
 * Rotation of the tool's own keys: a new key is published in /api/lti/jwks at once, but signs only
 * once it has been published for an hour, so platforms that cache the tool's JWKS see it first. The
 * old key stays published until an operator retires it (`npm run lti -- retire-key <kid>`).
 */
export const PUBLISH_AHEAD_MS = 60 * 60 * 1000;

export interface KeyAge {
  kid: string;
  createdAt: Date;
}

/** The key that signs now: the newest one published at least an hour ago, else the oldest (a fresh install has one). */
export function signingKeyOf<K extends KeyAge>(keys: readonly K[], now: Date): K | null {
  if (keys.length === 0) return null;
  const byAge = [...keys].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ready = byAge.filter((key) => now.getTime() - key.createdAt.getTime() >= PUBLISH_AHEAD_MS);
  return ready.at(-1) ?? byAge[0]!;
}

/** Why a key may not be retired now, or null when it may. */
export function retireProblem(keys: readonly KeyAge[], kid: string, now: Date): string | null {
  if (!keys.some((key) => key.kid === kid)) return `no key ${kid}`;
  if (signingKeyOf(keys, now)?.kid === kid)
    return `${kid} is the key that signs now; rotate first and retire it once the new key signs (an hour later)`;
  return null;
}
