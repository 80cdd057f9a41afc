"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { OutcomeBanner } from "@/components/ui/outcome";
import { TextField } from "@/components/ui/field";
import { ApiError, failureText, sendJson } from "@/lib/fetch/request-json";
import { passwordResetMessages } from "@/lib/messages/password-reset";
import { forgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordValues } from "@/lib/validations/account";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/email";
import type { LoginMode } from "@/lib/validations/roles";
import styles from "./auth-page.module.css";

const text = passwordResetMessages.forgot;

export interface ForgotPasswordFormProps {
  mode: LoginMode;
  initialEmail?: string;
  autoFocus?: boolean;
}

/**
 * Step 1 of a reset: the e-mail only. The answer is the same whether or not the address has an
 * account; the link in the mail leads to /reset-password.
 */
export function ForgotPasswordForm({ mode, initialEmail = "", autoFocus }: ForgotPasswordFormProps) {
  const [outcome, setOutcome] = useState<{ kind: "sent" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail, mode },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendJson("POST", "/api/password-reset", { email: values.email, mode });
      setOutcome({ kind: "sent", text: text.sent });
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      setOutcome({ kind: "error", text: offline ? passwordResetMessages.reset.network : failureText(error, passwordResetMessages.reset.failed) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoFocus={autoFocus}
          registration={register("email")}
          error={errors.email?.message}
        />
        <OutcomeBanner tone={outcome?.kind === "sent" ? "success" : "error"}>{outcome?.text}</OutcomeBanner>
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          {isSubmitting ? text.sending : text.submit}
        </button>
      </fieldset>
    </form>
  );
}

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: LoginMode;
  /** The e-mail already typed on the login form. */
  initialEmail?: string;
}

/** Forgot Password (student and facilitator alike): asks for the e-mail and mails a one-time link. */
export function ResetPasswordDialog({ open, onOpenChange, mode, initialEmail = "" }: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description} size="sm">
      {/* Mounted while open only, so closing clears the messages. */}
      {open ? <ForgotPasswordForm mode={mode} initialEmail={initialEmail} autoFocus /> : null}
    </Dialog>
  );
}
