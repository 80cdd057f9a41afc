/** RFC 5321's limit on a path; checked before the shape, so a huge input costs nothing. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * SPEC §5: non-space text, an @, non-space text, a dot, non-space text. Written so that it runs in
 * linear time: no dot before the domain's first dot, so no two quantifiers can share a character (the
 * pattern it replaces, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, backtracked quadratically on a long domain).
 */
export const emailPattern = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
