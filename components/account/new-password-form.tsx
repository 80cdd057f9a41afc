"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { readError } from "@/components/auth/read-error";
import { TextField } from "@/components/auth/text-field";
import styles from "@/components/auth/auth-page.module.css";
import { messages } from "@/lib/messages";
import { newPasswordSchema, type NewPasswordInput, type NewPasswordValues } from "@/lib/validations/account";

export interface NewPasswordFormProps {
  token: string;
  /** Shown after a refusal (used, expired or unknown link): a way to ask for a new one. */
  askAgain: React.ReactNode;
}

type Outcome = { kind: "success" } | { kind: "error"; text: string; askAgain: boolean } | null;

/** Step 2 of a reset, on the mailed link's page: SPEC §5's password rules and messages. */
export function NewPasswordForm({ token, askAgain }: NewPasswordFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { token, new_password: "", confirm_password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const response = await fetch("/api/password-reset/confirm", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (response.ok) {
        reset({ token, new_password: "", confirm_password: "" });
        setOutcome({ kind: "success" });
        return;
      }
      // 400 with a problem: the link cannot be used (again); anything else may work on a retry.
      setOutcome({ kind: "error", text: await readError(response, messages.reset.failed), askAgain: response.status === 400 });
    } catch {
      setOutcome({ kind: "error", text: messages.reset.network, askAgain: false });
    }
  });

  if (outcome?.kind === "success") {
    return (
      <>
        <p role="status" className={styles.successText}>
          {messages.reset.success}
        </p>
        <Link href="/login" className={`btn btn-primary ${styles.submit}`}>
          {messages.resetPage.goToLogin}
        </Link>
      </>
    );
  }
  if (outcome?.kind === "error" && outcome.askAgain) {
    return (
      <>
        <p role="alert" className={styles.errorText}>
          {outcome.text}
        </p>
        {askAgain}
      </>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          autoFocus
          registration={register("new_password")}
          error={errors.new_password?.message}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          registration={register("confirm_password")}
          error={errors.confirm_password?.message}
        />
        {outcome?.kind === "error" ? (
          <p role="alert" className={styles.errorText}>
            {outcome.text}
          </p>
        ) : null}
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          {isSubmitting ? messages.reset.resetting : messages.resetPage.submit}
        </button>
      </fieldset>
    </form>
  );
}
