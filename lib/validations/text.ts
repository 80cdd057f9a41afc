import { fillMessage, limitMessages } from "@/lib/messages/limits";
import { isPlainAddress } from "./email";
import { EMAIL_MAX_LENGTH } from "./limits";
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

/**
 * SPEC §5's e-mail shape, at most 254 characters, and one bare address (no display name, list, quote or
 * control character): the length first, then the linear-time checks.
 */
export function emailField({ required, invalid }: { required?: string; invalid: string }) {
  const base = z
    .string()
    .max(EMAIL_MAX_LENGTH * 4, { error: invalid, abort: true })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true });
  return (required ? base.min(1, { error: required, abort: true }) : base).refine(isPlainAddress, invalid);
}
