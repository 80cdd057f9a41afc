"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { messages } from "@/lib/messages";
import {
  resetPasswordSchema,
  type ResetPasswordInput,
  type ResetPasswordValues,
} from "@/lib/validations/auth";
import type { LoginMode } from "@/lib/validations/roles";
import { TextField } from "./text-field";
import styles from "./auth-page.module.css";

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: LoginMode;
  /** The e-mail already typed on the login form. */
  initialEmail?: string;
}

type Outcome = { kind: "success"; text: string } | { kind: "error"; text: string } | null;

/** SPEC §4 Reset-password modal: e-mail, new password, confirmation; closing clears the messages. */
export function ResetPasswordDialog({ open, onOpenChange, mode, initialEmail = "" }: ResetPasswordDialogProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const blank: ResetPasswordInput = { email: initialEmail, new_password: "", confirm_password: "", mode };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: blank,
  });

  function change(next: boolean) {
    if (!next) {
      setOutcome(null);
      reset(blank);
    }
    onOpenChange(next);
  }

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const response = await fetch("/api/password-reset", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; detail?: string; message?: string };
      if (response.ok && body.success !== false) {
        setOutcome({ kind: "success", text: messages.reset.success });
        reset({ email: "", new_password: "", confirm_password: "", mode });
        return;
      }
      setOutcome({ kind: "error", text: body.detail || body.message || messages.reset.failed });
    } catch {
      setOutcome({ kind: "error", text: messages.reset.network });
    }
  });

  return (
    <Dialog open={open} onOpenChange={change} title="Reset Password" description="Choose a new password for your account." size="sm">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            registration={register("new_password")}
            error={errors.new_password?.message}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            registration={register("confirm_password")}
            error={errors.confirm_password?.message}
          />
          <p role="status" className={outcome?.kind === "success" ? styles.successText : "visually-hidden"}>
            {outcome?.kind === "success" ? outcome.text : ""}
          </p>
          {outcome?.kind === "error" ? (
            <p role="alert" className={styles.errorText}>
              {outcome.text}
            </p>
          ) : null}
          <button type="submit" className={`btn btn-primary ${styles.submit}`}>
            {isSubmitting ? messages.reset.resetting : "Reset Password"}
          </button>
        </fieldset>
      </form>
    </Dialog>
  );
}
