/**
 * A full page load of a same-site address: the page starts at its top (or its #anchor) with the header
 * drawn for the new session, as a followed link would (docs/decisions/landing-after-log-in.md).
 */
export function goTo(path: string): void {
  window.location.assign(path);
}
