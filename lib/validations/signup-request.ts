import { z } from "./zod";
import { signupSchema } from "./auth";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The sign-up body as the register route reads it: the form's fields, the address in its canonical form
 * (the account's key), and beside it the address as the person typed it (trimmed), where mail goes. It
 * is the same text the form's address checks passed, so it never needs checks of its own.
 */
export const signupRequestSchema = z.preprocess(
  (raw) => (isRecord(raw) ? { ...raw, typedEmail: raw.email } : raw),
  z.intersection(signupSchema, z.object({ typedEmail: z.unknown().transform((typed) => (typeof typed === "string" ? typed.trim() : "")) })),
);
