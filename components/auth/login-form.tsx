"use client";

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EmailField, PasswordField } from "@/components/ui/field";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { authMessages } from "@/lib/messages/auth";
import type { LoginInput, LoginValues } from "@/lib/validations/auth";
import { roles, type Role } from "@/lib/roles";
import { AuthAlternatives } from "./auth-alternatives";
import { AuthForm } from "./auth-form";
import { signInWithPassword } from "./password-sign-in";
import { SubmitWhenReady } from "./submit-when-ready";
import { useAuthSubmit } from "./use-auth-submit";
import styles from "./auth-page.module.css";

const { Lazy: ResetPasswordDialog } = lazyWithPreload(() => import("./reset-password-dialog").then((module) => module.ResetPasswordDialog));

export interface LoginFormProps {
  /** Where success leads (lib/auth/landing.ts). */
  destination: string;
  initialEmail: string;
  /** The toggle's first position, from the `role` query parameter. */
  initialMode: Role;
  /** The current query string ("" or "?…"), kept on the Sign Up link. */
  query: string;
  /** The red alert's first text, from next-auth's `error` parameter. */
  initialError: string | null;
  /** Whether Google sign-in is set up on this site (read by the page on the server). */
  googleOffered: boolean;
}

// The shared schema, loaded with zod on first focus or validation (lib/validations/lazy-resolver).
const loginResolver = lazyZodResolver<LoginInput, unknown, LoginValues>(() =>
  import("@/lib/validations/auth").then((module) => module.loginSchema),
);

export function LoginForm({ destination, initialEmail, initialMode, query, initialError, googleOffered }: LoginFormProps) {
  const [resetOpen, setResetOpen] = useState(false);
  const [resetLoaded, setResetLoaded] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: initialEmail, password: "", mode: initialMode },
  });
  const { failure, alertId, clearFailure, busy, run } = useAuthSubmit({
    destination,
    initialError,
  });
  const student = useWatch({ control, name: "mode" }) !== "facilitator";

  // The address is read after hydration: its values go only where nothing was typed or chosen yet.
  useEffect(() => {
    if (initialEmail && !getValues("email")) setValue("email", initialEmail);
  }, [initialEmail, getValues, setValue]);
  useEffect(() => {
    if (initialMode === "facilitator") setValue("mode", initialMode);
  }, [initialMode, setValue]);

  const onSubmit = handleSubmit(({ email, password, mode }) => run(() => signInWithPassword(mode, email, password), mode));

  return (
    <>
      <AuthForm title="Log In" failure={failure} alertId={alertId} busy={busy} onSubmit={onSubmit} onFocus={loginResolver.preload}>
        <fieldset className={styles.toggle}>
          <legend className="visually-hidden">Log in as</legend>
          {roles.map((role) => (
            <label key={role} className={styles.toggleOption}>
              <input type="radio" value={role} defaultChecked={role === initialMode} {...register("mode", { onChange: clearFailure })} />
              <span>{authMessages.roles[role]}</span>
            </label>
          ))}
        </fieldset>
        <EmailField
          autoComplete="username"
          registration={register("email")}
          error={errors.email?.message}
          invalidBy={failure ? alertId : undefined}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={register("password")}
          error={errors.password?.message}
        />
        <p className={styles.forgot}>
          {/* Without the page's code, the reset page; with it, the same form in a dialog. */}
          <a
            href="/reset-password"
            role="button"
            aria-haspopup="dialog"
            className={styles.linkButton}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setResetLoaded(true);
              setResetOpen(true);
            }}
          >
            Forgot Password?
          </a>
        </p>
        <SubmitWhenReady label="Log In" busyLabel={authMessages.login.loggingIn} busy={busy} />
      </AuthForm>
      {student ? (
        <AuthAlternatives
          googleOffered={googleOffered}
          divider="Or Log In With"
          callbackPath={destination}
          disabled={busy}
          switchText="Don't have an account?"
          switchLabel="Sign Up"
          switchHref={`/signup${query}`}
        />
      ) : null}
      {resetLoaded ? (
        <ResetPasswordDialog
          open={resetOpen}
          onOpenChange={setResetOpen}
          mode={student ? "student" : "facilitator"}
          initialEmail={getValues("email")}
        />
      ) : null}
    </>
  );
}
