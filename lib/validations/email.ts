/** SPEC §5: non-space text, an @, non-space text, a dot, non-space text. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
