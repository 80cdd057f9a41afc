"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import styles from "@/components/auth/auth-page.module.css";
import { SubmitWhenReady } from "@/components/auth/submit-when-ready";
import { OutcomeBanner } from "@/components/ui/outcome";
import { PasswordField } from "@/components/ui/field";
import { ApiError, failureText, sendJson } from "@/lib/client-fetch/request-json";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { passwordResetMessages } from "@/lib/messages/password-reset";
import type { NewPasswordInput, NewPasswordValues } from "@/lib/validations/account";
import { TEXT_LIMITS } from "@/upstream-contract/limits";

export interface NewPasswordFormProps {
  token: string;
  /** Shown after a refusal (used, expired or unknown link): a way to ask for a new one. */
  askAgain: React.ReactNode;
}

// The shared schema, loaded with zod on first focus or validation (lib/validations/lazy-resolver).
const newPasswordResolver = lazyZodResolver<NewPasswordInput, unknown, NewPasswordValues>(() =>
  import("@/lib/validations/account").then((module) => module.newPasswordSchema),
);

type Outcome = { kind: "success" } | { kind: "error"; text: string; askAgain: boolean } | null;

/** Step 2 of a reset, on the mailed link's page: the password rules and messages of lib/validations/account.ts. */
export function NewPasswordForm({ token, askAgain }: NewPasswordFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { token, new_password: "", confirm_password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendJson("POST", "/api/password-reset/confirm", values);
      reset({ token, new_password: "", confirm_password: "" });
      setOutcome({ kind: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        setOutcome({ kind: "error", text: passwordResetMessages.reset.network, askAgain: false });
        return;
      }
      // 400: the link cannot be used (again); anything else may work on a retry.
      const spent = error instanceof ApiError && error.status === 400;
      setOutcome({ kind: "error", text: failureText(error, passwordResetMessages.reset.failed), askAgain: spent });
    }
  });

  if (outcome?.kind === "success") {
    return (
      <>
        <OutcomeBanner tone="success">{passwordResetMessages.reset.success}</OutcomeBanner>
        <a href="/login" className={`btn btn-primary ${styles.submit}`}>
          {passwordResetMessages.resetPage.goToLogin}
        </a>
      </>
    );
  }
  if (outcome?.kind === "error" && outcome.askAgain) {
    return (
      <>
        <OutcomeBanner tone="error">{outcome.text}</OutcomeBanner>
        {askAgain}
      </>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} onFocus={newPasswordResolver.preload} noValidate>
      <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          autoFocus
          registration={register("new_password")}
          error={errors.new_password?.message}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          registration={register("confirm_password")}
          error={errors.confirm_password?.message}
        />
        <OutcomeBanner tone="error">{outcome?.kind === "error" ? outcome.text : null}</OutcomeBanner>
        <SubmitWhenReady
          label={passwordResetMessages.resetPage.submit}
          busyLabel={passwordResetMessages.reset.resetting}
          busy={isSubmitting}
        />
      </fieldset>
    </form>
  );
}
