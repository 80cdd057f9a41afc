/**
 * A game's address: absolute for a game's own site, or a path on this site for the reference game host
 * (the stand-in served under /reference-game), which a link, a new tab and a redirect all take as it is.
 */
const PLACEHOLDER_ORIGIN = "http://site.invalid";

export interface GameAddress {
  url: URL;
  /** A path on this site: written back without an origin. */
  onThisSite: boolean;
}

/** Reads an address; throws TypeError on a malformed one, as `new URL` does. */
export function readAddress(address: string): GameAddress {
  if (address.startsWith("/") && !address.startsWith("//")) return { url: new URL(address, PLACEHOLDER_ORIGIN), onThisSite: true };
  return { url: new URL(address), onThisSite: false };
}

export function writeAddress({ url, onThisSite }: GameAddress): string {
  return onThisSite ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
