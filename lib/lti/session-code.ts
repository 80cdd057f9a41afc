import { TEXT_LIMITS } from "@/upstream-contract/limits";

/** What the deep-link picker takes as a class's session code: letters, digits and dashes, or nothing. */
export const SESSION_CODE_PATTERN = /^[A-Za-z0-9-]*$/;

/** The same rule without zod, for the picker's check before it posts (the schema is deep-link-choice.ts). */
export function isSessionCode(code: string): boolean {
  return code.length <= TEXT_LIMITS.code && SESSION_CODE_PATTERN.test(code);
}
