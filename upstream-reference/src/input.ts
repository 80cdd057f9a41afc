import { upstreamMessages, upstreamFieldMessages } from "@/upstream-contract/messages";
import { canonicalEmail } from "@/upstream-contract/email-address/canonical";
import { emailPattern, hasInvisibleCharacter, isSingleScriptAddress } from "@/upstream-contract/email-address/syntax";
import { UpstreamError } from "@/upstream-contract/errors";

/** Checks the reference upstream makes itself, whoever calls it (the site's forms check the same first). */

/** An address in its canonical form (upstream-contract/email-address/canonical.ts), the one the accounts table keys on. */
export function requireEmail(email: string): string {
  const value = email.trim();
  if (value.length > 320 || !emailPattern.test(value)) throw new UpstreamError(400, upstreamFieldMessages.emailInvalid);
  if (hasInvisibleCharacter(value)) throw new UpstreamError(400, upstreamFieldMessages.emailInvisible);
  if (!isSingleScriptAddress(value)) throw new UpstreamError(400, upstreamFieldMessages.emailMixedScripts);
  const canonical = canonicalEmail(value);
  if (!canonical) throw new UpstreamError(400, upstreamFieldMessages.emailInvalid);
  return canonical;
}

export function requirePassword(password: string, message: string = upstreamFieldMessages.passwordShort): string {
  if (password.length < 6) throw new UpstreamError(400, message);
  return password;
}

export function requireName(name: string): string {
  const value = name.trim();
  if (!value) throw new UpstreamError(400, upstreamFieldMessages.nameRequired);
  return value.slice(0, 200);
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 3 || value === null || typeof value !== "object") return false;
  return Object.values(value).some((item) => hasNul(item, depth + 1));
}

/** The methods whose first argument is the bearer token (judged by the token check, not here). */
const tokenFirst = new Set<string>([
  "getCurrentUser",
  "updateProfile",
  "getSimulationsAccess",
  "setCurrentGame",
  "signOut",
  "openLobby",
  "hostLobby",
  "removeArrival",
]);

/**
 * PostgreSQL text cannot hold U+0000 (the query fails): input carrying one is refused as a bad
 * request (400 "Invalid request") before it reaches the database, instead of failing as a 500.
 */
export function refusingNul<T extends object>(upstream: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(upstream) as Array<[string, (...args: unknown[]) => Promise<unknown>]>) {
    guarded[name] = (...args: unknown[]) =>
      (tokenFirst.has(name) ? args.slice(1) : args).some((arg) => hasNul(arg))
        ? Promise.reject(new UpstreamError(400, upstreamMessages.invalidRequest))
        : method(...args);
  }
  return guarded as T;
}
