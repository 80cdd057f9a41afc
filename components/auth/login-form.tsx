"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { postAuthDestination } from "@/lib/auth/safe-redirect";
import { messages } from "@/lib/messages";
import type { LoginInput, LoginValues } from "@/lib/validations/auth";
import { signInWithPassword } from "./auth-client";
import { GoogleButton } from "./google-button";
import { TextField } from "./text-field";
import { refreshSessionUser } from "./use-session-user";
import styles from "./auth-page.module.css";

const ResetPasswordDialog = dynamic(() => import("./reset-password-dialog").then((module) => module.ResetPasswordDialog), {
  ssr: false,
});

export interface LoginFormProps {
  /** The `redirect` query parameter as given; only same-site values are followed. */
  redirect: string | null;
  initialEmail: string;
  /** The current query string ("" or "?…"), kept on the Sign Up link. */
  query: string;
  /** The red alert's first text, from next-auth's `error` parameter. */
  initialError: string | null;
  googleEnabled: boolean;
}

const modes = [
  { value: "student", label: "Student" },
  { value: "facilitator", label: "Facilitator" },
] as const;

// The shared schema, loaded with zod on first focus or validation (lib/forms/lazy-resolver).
const loginResolver = lazyZodResolver<LoginInput, unknown, LoginValues>(() =>
  import("@/lib/validations/auth").then((module) => module.loginSchema),
);

export function LoginForm({ redirect, initialEmail, query, initialError, googleEnabled }: LoginFormProps) {
  const router = useRouter();
  const [authError, setAuthError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetLoaded, setResetLoaded] = useState(false);
  const destination = postAuthDestination(redirect);
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: initialEmail, password: "", mode: "student" },
  });
  const student = useWatch({ control, name: "mode" }) !== "facilitator";

  const onSubmit = handleSubmit(async ({ email, password, mode }) => {
    setAuthError(null);
    setBusy(true);
    let failure: string | null;
    try {
      failure = (await signInWithPassword(mode, email, password)).error;
    } catch {
      failure = messages.login.network;
    }
    if (failure) {
      const text = failure === "CredentialsSignin" ? messages.login.failed : failure;
      setError("email", { type: "server", message: text });
      setAuthError(text);
      setBusy(false);
      return;
    }
    await refreshSessionUser();
    router.replace(destination);
  });

  return (
    <>
      <h1 className={styles.title}>Log In</h1>
      {authError ? (
        <p role="alert" className="alert alert-error">
          {authError}
        </p>
      ) : null}
      <form onSubmit={onSubmit} onFocus={loginResolver.preload} noValidate>
        <fieldset disabled={busy} className={styles.plainFieldset}>
          <fieldset className={styles.toggle}>
            <legend className="visually-hidden">Log in as</legend>
            {modes.map((mode) => (
              <label key={mode.value} className={styles.toggleOption}>
                <input type="radio" value={mode.value} {...register("mode", { onChange: () => setAuthError(null) })} />
                <span>{mode.label}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register("password")}
            error={errors.password?.message}
          />
          <p className={styles.forgot}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setResetLoaded(true);
                setResetOpen(true);
              }}
            >
              Forgot Password?
            </button>
          </p>
          <button type="submit" className={`btn btn-primary ${styles.submit}`}>
            {busy ? messages.login.loggingIn : "Log In"}
          </button>
        </fieldset>
      </form>
      {student ? (
        <>
          <p className={styles.divider}>
            <span>Or Sign In With</span>
          </p>
          <GoogleButton enabled={googleEnabled} callbackPath={destination} disabled={busy} />
          <p className={styles.switch}>
            Don&apos;t have an account? <Link href={`/signup${query}`}>Sign Up</Link>
          </p>
        </>
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
