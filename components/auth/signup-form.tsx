"use client";

import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EmailField, PasswordField, TextField } from "@/components/ui/field";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { ApiError, failureText, sendJson } from "@/lib/client-fetch/request-json";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { authMessages } from "@/lib/messages/auth";
import type { SignupInput, SignupValues } from "@/lib/validations/auth";
import { upstreamDisplayType, roleOfDisplayType, roles, type Role } from "@/lib/roles";
import type { UpstreamDisplayType } from "@/upstream-contract/types";
import { AuthAlternatives } from "./auth-alternatives";
import { AuthForm } from "./auth-form";
import { signInWithPassword } from "./password-sign-in";
import { SubmitWhenReady } from "./submit-when-ready";
import { useAuthSubmit } from "./use-auth-submit";
import styles from "./auth-page.module.css";

export interface SignupFormProps {
  /** Where success leads (lib/auth/landing.ts). */
  destination: string;
  /** `role` is null unless the link that led here says which kind of account it is for. */
  initial: { name: string; email: string; role: Role | null };
  /** The current query string ("" or "?…"), kept on the Log In link. */
  query: string;
  /** Whether Google sign-in is set up on this site (read by the page on the server). */
  googleOffered: boolean;
}

/** The box starts unticked and no kind is chosen, which the schema rejects until both are given. */
type SignupFormValues = Omit<SignupInput, "terms" | "display_type"> & { terms: boolean; display_type: UpstreamDisplayType | null };

// The shared schema, loaded with zod on first focus or validation (lib/validations/lazy-resolver).
const signupResolver = lazyZodResolver<SignupFormValues, unknown, SignupValues>(() =>
  import("@/lib/validations/auth").then((module) => module.signupSchema),
);

// Teaching first: the people who come to sign up mostly run the games.
const roleOptions = [...roles]
  .reverse()
  .map((role) => ({ value: upstreamDisplayType[role], label: authMessages.signup.roleChoices[role] }));

/** Registers, then logs in with the same credentials; null on success, else the words to show. */
async function registerAndSignIn(values: SignupValues): Promise<string | null> {
  try {
    await sendJson("POST", "/api/register", { ...values, display_type: upstreamDisplayType[values.display_type] });
  } catch (error) {
    // No answer at all: useAuthSubmit shows 'Network error'.
    if (error instanceof ApiError && error.status === 0) throw error;
    return failureText(error, authMessages.signup.failed);
  }
  return signInWithPassword(values.display_type, values.email, values.password);
}

export function SignupForm({ destination, initial, query, googleOffered }: SignupFormProps) {
  const termsId = useId();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupValues>({
    resolver: signupResolver,
    defaultValues: {
      name: initial.name,
      email: initial.email,
      display_type: initial.role ? upstreamDisplayType[initial.role] : null,
      password: "",
      confirmPassword: "",
      terms: false,
    },
  });
  const { failure, alertId, busy, run } = useAuthSubmit({
    destination,
  });
  const agreed = useWatch({ control, name: "terms" });

  // The address is read after hydration: its values go only where nothing was typed or chosen yet.
  useEffect(() => {
    if (initial.name && !getValues("name")) setValue("name", initial.name);
  }, [initial.name, getValues, setValue]);
  useEffect(() => {
    if (initial.email && !getValues("email")) setValue("email", initial.email);
  }, [initial.email, getValues, setValue]);
  useEffect(() => {
    if (initial.role && !getValues("display_type")) setValue("display_type", upstreamDisplayType[initial.role]);
  }, [initial.role, getValues, setValue]);

  const onSubmit = handleSubmit((values) => run(() => registerAndSignIn(values)));

  return (
    <>
      <AuthForm title="Create Account" failure={failure} alertId={alertId} busy={busy} onSubmit={onSubmit} onFocus={signupResolver.preload}>
        <TextField label="Name" autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <EmailField
          autoComplete="email"
          registration={register("email")}
          error={errors.email?.message}
          invalidBy={failure ? alertId : undefined}
        />
        <RadioGroupField
          legend={authMessages.signup.roleLegend}
          registration={register("display_type")}
          options={roleOptions}
          error={errors.display_type?.message}
        />
        <PasswordField label="Password" autoComplete="new-password" registration={register("password")} error={errors.password?.message} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword?.message}
        />
        <div className={styles.terms}>
          <input
            id={`${termsId}-box`}
            type="checkbox"
            {...register("terms", { onChange: () => void trigger("terms") })}
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? termsId : undefined}
          />
          <label htmlFor={`${termsId}-box`}>
            I agree to the <a href="/terms-and-conditions">Terms &amp; Conditions</a> and the <a href="/privacy-policy">Privacy Policy</a>
          </label>
        </div>
        {errors.terms ? (
          <p id={termsId} className={`field-error ${styles.termsError}`}>
            {errors.terms.message}
          </p>
        ) : null}
        <SubmitWhenReady label="Create Account" busyLabel={authMessages.signup.creating} busy={busy} held={!agreed} />
      </AuthForm>
      <AuthAlternatives
        googleOffered={googleOffered}
        divider="Or Sign Up With"
        callbackPath={destination}
        signupRole={() => roleOfDisplayType(getValues("display_type") ?? upstreamDisplayType.student)}
        disabled={busy}
        switchText="Already have an account?"
        switchLabel="Log In"
        switchHref={`/login${query}`}
      />
    </>
  );
}
