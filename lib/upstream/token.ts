/**
 * Reads the payload of a JWT-shaped token without verifying it. Used to end a session when the
 * upstream token has expired; the upstream stays the judge of validity. Runs in any runtime (no Buffer).
 */
export function tokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` claim in seconds since the epoch, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}
