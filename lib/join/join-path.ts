/** The address students open for a session code: /join/<code>, the code escaped as one path segment. */
export function joinPath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}

/** The page a facilitator projects for a session code. */
export function projectPath(code: string): string {
  return `${joinPath(code)}/project`;
}

/** The code from a /join/<code> path segment as the router hands it over (still percent-encoded); null if malformed. */
export function codeFromSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
