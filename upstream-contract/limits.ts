/**
 * Every text field's limit, checked before any pattern (one request must not stall the site).
 * Free of zod and of the address parser, so a form can set its boxes' maxLength without loading either.
 */
export const TEXT_LIMITS = {
  name: 120,
  password: 256,
  message: 5000,
  code: 64,
  id: 64,
  /** A class size: digits only, "1" to "9999". */
  classSize: 4,
} as const;

/** The longest name a student can give a lobby, in graphemes: enough for a full name, short enough for a projected list. */
export const LOBBY_NAME_MAX = 60;
/** The most UTF-16 code units a lobby name may be sent with: a cheap bound checked before anything reads it. */
export const LOBBY_NAME_INPUT_MAX = LOBBY_NAME_MAX * 4;

/** RFC 5321's limit on a path; checked before the shape, so a huge input costs nothing. */
export const EMAIL_MAX_LENGTH = 254;
