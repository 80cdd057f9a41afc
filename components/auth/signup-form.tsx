"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { postAuthDestination } from "@/lib/auth/safe-redirect";
import { messages } from "@/lib/messages";
import type { SignupInput, SignupValues } from "@/lib/validations/auth";
import { displayTypes, type DisplayType } from "@/lib/validations/role-names";
import { signInWithPassword } from "./auth-client";
import { GoogleButton } from "./google-button";
import { readError } from "./read-error";
import { TextField } from "./text-field";
import { refreshSessionUser } from "./use-session-user";
import styles from "./auth-page.module.css";

export interface SignupFormProps {
  redirect: string | null;
  initial: { name: string; email: string; role: DisplayType };
  /** The current query string ("" or "?…"), kept on the Sign in link. */
  query: string;
  googleEnabled: boolean;
}

/** The box starts unticked, which the schema (terms must be true) rejects until ticked. */
type SignupFormValues = Omit<SignupInput, "terms"> & { terms: boolean };

// The shared schema, loaded with zod on first focus or validation (lib/forms/lazy-resolver).
const signupResolver = lazyZodResolver<SignupFormValues, unknown, SignupValues>(() =>
  import("@/lib/validations/auth").then((module) => module.signupSchema),
);

export function SignupForm({ redirect, initial, query, googleEnabled }: SignupFormProps) {
  const router = useRouter();
  const roleId = useId();
  const termsErrorId = useId();
  const [authError, setAuthError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const destination = postAuthDestination(redirect);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    setError,
    getValues,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupValues>({
    resolver: signupResolver,
    defaultValues: { ...initial, display_type: initial.role, password: "", confirmPassword: "", terms: false },
  });
  const agreed = useWatch({ control, name: "terms" });

  function fail(text: string) {
    setError("email", { type: "server", message: text });
    setAuthError(text);
    setBusy(false);
  }

  const onSubmit = handleSubmit(async (values) => {
    setAuthError(null);
    setBusy(true);
    try {
      const response = await fetch("/api/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) return fail(await readError(response, messages.signup.failed));
      const mode = values.display_type === "Facilitator" ? "facilitator" : "student";
      const { error } = await signInWithPassword(mode, values.email, values.password);
      if (error) return fail(error === "CredentialsSignin" ? messages.login.failed : error);
    } catch {
      return fail(messages.signup.network);
    }
    await refreshSessionUser();
    router.replace(destination);
  });

  return (
    <>
      <h1 className={styles.title}>Create Account</h1>
      {authError ? (
        <p role="alert" className="alert alert-error">
          {authError}
        </p>
      ) : null}
      <form onSubmit={onSubmit} onFocus={signupResolver.preload} noValidate>
        <fieldset disabled={busy} className={styles.plainFieldset}>
          <TextField label="Name" autoComplete="name" registration={register("name")} error={errors.name?.message} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register("email")}
            error={errors.email?.message}
          />
          <div className="field">
            <label htmlFor={roleId}>Role</label>
            <select id={roleId} {...register("display_type")}>
              {displayTypes.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            registration={register("password")}
            error={errors.password?.message}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            registration={register("confirmPassword")}
            error={errors.confirmPassword?.message}
          />
          <div className={styles.terms}>
            <input
              id={`${termsErrorId}-box`}
              type="checkbox"
              {...register("terms", { onChange: () => void trigger("terms") })}
              aria-invalid={Boolean(errors.terms)}
              aria-describedby={errors.terms ? termsErrorId : undefined}
            />
            <label htmlFor={`${termsErrorId}-box`}>
              I agree to the <Link href="/terms-and-conditions">Terms &amp; Conditions</Link> and the{" "}
              <Link href="/privacy-policy">Privacy Policy</Link>
            </label>
          </div>
          {errors.terms ? (
            <p id={termsErrorId} className={`field-error ${styles.termsError}`}>
              {errors.terms.message}
            </p>
          ) : null}
          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!agreed}>
            {busy ? messages.signup.creating : "Create Account"}
          </button>
        </fieldset>
      </form>
      <p className={styles.divider}>
        <span>Or Sign Up With</span>
      </p>
      <GoogleButton
        enabled={googleEnabled}
        callbackPath={destination}
        signupRole={() => getValues("display_type") ?? "Student"}
        disabled={busy}
      />
      <p className={styles.switch}>
        Already have an account? <Link href={`/login${query}`}>Sign in</Link>
      </p>
    </>
  );
}
