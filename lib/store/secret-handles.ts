import { createHash, randomBytes } from "node:crypto";

/**
 * A secret a browser or a mail holds for us (a reset link's token, an LTI login's state, a deep-linking
 * request's id): 32 random bytes (256 bits) as base64url, 43 characters. The store keeps only its hash,
 * so a copy of the store cannot be replayed.
 */
export const SECRET_HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecretHandle(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether the text could be one of our handles: checked before any lookup, so junk costs no query. */
export function isSecretHandle(text: string): boolean {
  return SECRET_HANDLE_PATTERN.test(text);
}

export function hashSecretHandle(handle: string): string {
  return createHash("sha256").update(handle).digest("hex");
}

/** Rows a day past their expiry go as new ones come: nobody can use them any more. */
export function sweepBefore(now: Date): Date {
  return new Date(now.getTime() - 86_400_000);
}
