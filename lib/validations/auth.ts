import { z } from "./zod";
import { authMessages } from "@/lib/messages/auth";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { emailField, limitedSecret, limitedText } from "./text";
import { roleOfDisplayType } from "@/lib/roles";
import { upstreamDisplayTypes } from "@/upstream-contract/types";
import { roleSchema } from "./roles";

const login = authMessages.login;
const signup = authMessages.signup;

export const loginSchema = z.object({
  email: emailField({ required: login.emailRequired, invalid: login.emailInvalid }),
  password: limitedSecret(TEXT_LIMITS.password).min(1, login.passwordRequired),
  mode: roleSchema.default("student"),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

export const signupSchema = z
  .object({
    name: limitedText(TEXT_LIMITS.name).min(1, signup.nameRequired),
    email: emailField({ required: signup.emailRequired, invalid: signup.emailInvalid }),
    display_type: z.enum(upstreamDisplayTypes, { error: signup.roleRequired }).transform(roleOfDisplayType),
    password: limitedSecret(TEXT_LIMITS.password).min(1, { error: signup.passwordRequired, abort: true }).min(6, signup.passwordShort),
    confirmPassword: limitedSecret(TEXT_LIMITS.password).min(1, signup.confirmRequired),
    terms: z.literal(true, { error: signup.termsRequired }),
  })
  .refine((v) => v.confirmPassword === "" || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: signup.mismatch,
    // Said alongside the other fields' messages, a kind not yet chosen among them.
    when: ({ value }) => {
      const typed = (typeof value === "object" && value !== null ? value : {}) as { password?: unknown; confirmPassword?: unknown };
      return typeof typed.password === "string" && typeof typed.confirmPassword === "string";
    },
  });
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const profileSchema = z.object({
  name: limitedText(TEXT_LIMITS.name).min(1, signup.nameRequired),
  /** A change of kind, which the upstream refuses once a trial or a game's access depends on it. */
  display_type: z.enum(upstreamDisplayTypes, { error: signup.roleRequired }).transform(roleOfDisplayType).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
