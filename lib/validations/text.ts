import { fillMessage, limitMessages } from "@/lib/messages/limits";
import { canonicalEmail } from "@/upstream-contract/email-address/canonical";
import { hasInvisibleCharacter, isPlainAddress, isSingleScriptAddress } from "@/upstream-contract/email-address/syntax";
import { EMAIL_MAX_LENGTH } from "@/upstream-contract/limits";
import { z } from "./zod";

const tooLong = (max: number) => fillMessage(limitMessages.tooLong, { max });

/**
 * A trimmed text of at most `max` characters; `abort` stops the checks that follow on a too-long value.
 * A form whose own message covers the length too (`message`) says that instead of the generic one.
 */
export function limitedText(max: number, message: string = tooLong(max)) {
  return z
    .string()
    .max(max * 4, { error: message, abort: true })
    .trim()
    .max(max, { error: message, abort: true });
}

/** An untrimmed secret of at most `max` characters. */
export function limitedSecret(max: number) {
  return z.string().max(max, { error: tooLong(max), abort: true });
}

const visible = (text: string) => isPlainAddress(text) && !hasInvisibleCharacter(text);

/**
 * An e-mail address of at most 254 characters, one bare address (no display name, list, quote or
 * control character) written in one script: the length first, then the linear-time checks. The value
 * is the address's canonical form (upstream-contract/email-address/canonical.ts), so every flow keys, counts and mails the same.
 */
export function emailField({ required, invalid }: { required?: string; invalid: string }) {
  const base = z
    .string()
    .max(EMAIL_MAX_LENGTH * 4, { error: invalid, abort: true })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true });
  return (
    (required ? base.min(1, { error: required, abort: true }) : base)
      .refine(isPlainAddress, invalid)
      // Continuable checks, each only past the one before: a form's other messages (passwords that do not
      // match) still show beside this field's one message.
      .refine((text) => !isPlainAddress(text) || !hasInvisibleCharacter(text), limitMessages.emailInvisible)
      .refine((text) => !visible(text) || isSingleScriptAddress(text), limitMessages.emailMixedScripts)
      .refine((text) => !visible(text) || !isSingleScriptAddress(text) || canonicalEmail(text) !== null, invalid)
      .transform((text) => canonicalEmail(text) ?? text)
  );
}
