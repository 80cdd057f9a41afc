import { z } from "./zod";
import { authMessages } from "@/lib/messages/auth";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { emailField, limitedSecret, limitedText } from "./text";
import { displayTypeSchema, roleSchema } from "./roles";

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
    display_type: displayTypeSchema.default("student"),
    password: limitedSecret(TEXT_LIMITS.password).min(1, { error: signup.passwordRequired, abort: true }).min(6, signup.passwordShort),
    confirmPassword: limitedSecret(TEXT_LIMITS.password).min(1, signup.confirmRequired),
    terms: z.literal(true, { error: signup.termsRequired }),
  })
  .refine((v) => v.confirmPassword === "" || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: signup.mismatch,
  });
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const profileSchema = z.object({
  name: limitedText(TEXT_LIMITS.name).min(1, signup.nameRequired),
});
export type ProfileValues = z.output<typeof profileSchema>;
