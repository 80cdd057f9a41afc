import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt (memory-hard) with a per-user salt; stored as scrypt$N$r$p$salt$hash (base64url). */
const params = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant-time comparison; a malformed or missing hash never matches (but still costs one derivation). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  const [scheme, n, r, p, salt, hash] = parts;
  const valid = parts.length === 6 && scheme === "scrypt" && salt && hash;
  const options = valid ? { N: Number(n), r: Number(r), p: Number(p) } : params;
  const expected = valid ? Buffer.from(hash, "base64url") : Buffer.alloc(keyLength);
  const key = await derive(password, valid ? Buffer.from(salt, "base64url") : randomBytes(16), options);
  return Boolean(valid) && key.length === expected.length && timingSafeEqual(key, expected);
}
