import { passwordResetMessages } from "@/lib/messages/password-reset";
import { roleSchema } from "./roles";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { emailField, limitedSecret } from "./text";
import { z } from "./zod";

const forgot = passwordResetMessages.forgot;
const reset = passwordResetMessages.reset;

/** Step 1 of a reset: only the address and the log-in mode. Anything else (a new password) is refused. */
export const forgotPasswordSchema = z.strictObject({
  email: emailField({ required: forgot.emailRequired, invalid: forgot.emailInvalid }),
  mode: roleSchema.default("student"),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** Step 2: the mailed token names the account; the sign-up form's password rules. */
export const newPasswordSchema = z
  .strictObject({
    token: z.string().min(1).max(128),
    new_password: limitedSecret(TEXT_LIMITS.password).min(6, reset.passwordShort),
    confirm_password: limitedSecret(TEXT_LIMITS.password).min(1, reset.confirmRequired),
  })
  .refine((v) => v.confirm_password === "" || v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    error: reset.mismatch,
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
