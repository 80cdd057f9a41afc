import { createHash } from "node:crypto";
import { mailboxKey } from "./canonical";

/**
 * How an e-mail address appears in a log line: the first 16 hex digits of the SHA-256 of its canonical
 * key, so one person's lines can be found together and the address itself is never written.
 */
export function emailHash(email: string): string {
  return createHash("sha256").update(mailboxKey(email)).digest("hex").slice(0, 16);
}
