import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * The embedded upstream's access tokens: JWT-shaped (HS256) so tokenExpiry() can read `exp`,
 * and also stored by `jti` so sign-out and password resets can revoke them.
 */

export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
  jti: string;
}

const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function signature(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function newTokenSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function signToken(uid: string, nowMs: number, ttlSeconds: number, secret: string): { token: string; claims: TokenClaims } {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = { sub: uid, iat, exp: iat + ttlSeconds, jti: randomUUID() };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return { token: `${body}.${signature(body, secret).toString("base64url")}`, claims };
}

/** The claims of a token signed with `secret` that has not expired at `nowMs`; null otherwise. */
export function verifyToken(token: string, nowMs: number, secret: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, payload, sig] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = signature(`${head}.${payload}`, secret);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.sub !== "string" || typeof claims.jti !== "string") return null;
    if (typeof claims.exp !== "number" || typeof claims.iat !== "number") return null;
    if (claims.exp * 1000 <= nowMs) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
