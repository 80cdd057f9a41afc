"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { OutcomeBanner } from "@/components/ui/outcome";
import { EmailField } from "@/components/ui/field";
import { ApiError, failureText, sendJson } from "@/lib/client-fetch/request-json";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { passwordResetMessages } from "@/lib/messages/password-reset";
import type { ForgotPasswordInput, ForgotPasswordValues } from "@/lib/validations/account";
import { EMAIL_MAX_LENGTH } from "@/upstream-contract/limits";
import type { Role } from "@/lib/roles";
import styles from "./auth-page.module.css";
import { SubmitWhenReady } from "./submit-when-ready";

const text = passwordResetMessages.forgot;

// The shared schema, loaded with zod on first focus or validation (lib/validations/lazy-resolver).
const forgotResolver = lazyZodResolver<ForgotPasswordInput, unknown, ForgotPasswordValues>(() =>
  import("@/lib/validations/account").then((module) => module.forgotPasswordSchema),
);

export interface ForgotPasswordFormProps {
  mode: Role;
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
    resolver: forgotResolver,
    defaultValues: { email: initialEmail, mode },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendJson("POST", "/api/password-reset", { email: values.email, mode });
      setOutcome({ kind: "sent", text: text.sent });
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      setOutcome({
        kind: "error",
        text: offline ? passwordResetMessages.reset.network : failureText(error, passwordResetMessages.reset.failed),
      });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={forgotResolver.preload} noValidate>
      <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
        <EmailField
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoFocus={autoFocus}
          registration={register("email")}
          error={errors.email?.message}
        />
        <OutcomeBanner tone={outcome?.kind === "sent" ? "success" : "error"}>{outcome?.text}</OutcomeBanner>
        <SubmitWhenReady label={text.submit} busyLabel={text.sending} busy={isSubmitting} />
      </fieldset>
    </form>
  );
}
