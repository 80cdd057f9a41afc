import { PARTICIPATION_PARAMETER } from "./participation-cookie";

/**
 * Where a graded learner's launch lands: a game host of its own gets the opaque participation handle in
 * its join address, to report completion with (docs/game-hosts.md); this site's own pages never carry
 * it in an address (the reference game host's lobby reads the cookie).
 */
export function destinationWithParticipation(destination: URL, ownOrigin: string, handle: string | null): URL {
  if (!handle || destination.origin === ownOrigin) return destination;
  const landing = new URL(destination);
  landing.searchParams.set(PARTICIPATION_PARAMETER, handle);
  return landing;
}
