import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
import { emailPattern } from "./email";
import { displayTypeSchema, loginModeSchema } from "./roles";

const login = messages.login;
const signup = messages.signup;
const reset = messages.reset;

export const loginSchema = z.object({
  email: z.string().trim().min(1, { error: login.emailRequired, abort: true }).regex(emailPattern, login.emailInvalid),
  password: z.string().min(1, login.passwordRequired),
  mode: loginModeSchema.default("student"),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

export const signupSchema = z
  .object({
    name: z.string().trim().min(1, signup.nameRequired),
    email: z.string().trim().min(1, { error: signup.emailRequired, abort: true }).regex(emailPattern, signup.emailInvalid),
    display_type: displayTypeSchema.default("Student"),
    password: z.string().min(1, { error: signup.passwordRequired, abort: true }).min(6, signup.passwordShort),
    confirmPassword: z.string().min(1, signup.confirmRequired),
    terms: z.literal(true, { error: signup.termsRequired }),
  })
  .refine((v) => v.confirmPassword === "" || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: signup.mismatch,
  });
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const resetPasswordSchema = z
  .object({
    email: z.string().trim().regex(emailPattern, reset.emailInvalid),
    new_password: z.string().min(6, reset.passwordShort),
    confirm_password: z.string().min(1, reset.confirmRequired),
    mode: loginModeSchema.default("student"),
  })
  .refine((v) => v.confirm_password === "" || v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: reset.mismatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

export const profileSchema = z.object({
  name: z.string().trim().min(1, signup.nameRequired).max(120),
});
export type ProfileValues = z.output<typeof profileSchema>;
