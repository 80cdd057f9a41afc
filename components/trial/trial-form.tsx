"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSessionUser } from "@/components/auth/use-session-user";
import { FormField } from "@/components/contact/form-field";
import styles from "@/components/contact/forms.module.css";
import { openInNewTab } from "@/lib/join/open-in-new-tab";
import { messages } from "@/lib/messages";
import { ApiError, errorMessage, postJson } from "@/lib/trial/api";
import { EV_GAMBIT_GAME_ID, evGambitJoinUrl } from "@/lib/trial/ev-gambit";
import type { TrialSessionResponse } from "@/lib/upstream/types";
import { trialSchema, type TrialInput, type TrialValues } from "@/lib/validations/trial";
import { displayTypes } from "@/lib/validations/role-names";
import { getEvGambitHostUrl, saveTrialDraft } from "./trial-settings";
import { useSimulations } from "./use-simulations";

export interface TrialFormProps {
  /** Fixes the game: the select is disabled and lists only this one. */
  gameId?: string;
  /** Narrows the choice to these games. */
  gameIds?: readonly string[];
  evGambitHostUrl?: string;
  /** Values to start from (what a visitor typed before logging in). */
  initialValues?: Partial<TrialInput>;
  onClose: () => void;
}

type Phase = { kind: "form" } | { kind: "success" } | { kind: "blocked"; url: string };

const fieldNames = ["email", "name", "role", "current_trial_game_id"] as const;

function loginUrl(values: TrialInput): string {
  const params = new URLSearchParams({
    redirect: "free-trial",
    email: values.email.trim(),
    name: values.name?.trim() ?? "",
    role: values.role ?? "Student",
  });
  return `/login?${params.toString()}`;
}

function hasTrialJoin(result: unknown): result is TrialSessionResponse {
  const { session, trial_user } = (result ?? {}) as Partial<TrialSessionResponse>;
  return Boolean(session?.code && trial_user?.email);
}

function tryOpen(url: string): boolean {
  try {
    return openInNewTab(url);
  } catch {
    return false;
  }
}

/** The free-trial form (SPEC §4): the sign-in check first, then validation, the request and its outcome. */
export function TrialForm({ gameId, gameIds, evGambitHostUrl, initialValues, onClose }: TrialFormProps) {
  const router = useRouter();
  const { status: sessionStatus } = useSessionUser();
  const simulations = useSimulations();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [failure, setFailure] = useState<string | null>(null);
  const panelRef = useRef<HTMLHeadingElement>(null);

  const options = simulations.items.filter((item) =>
    gameId ? item.gameId === gameId : !gameIds?.length || gameIds.includes(item.gameId),
  );
  const fixedValue = gameId && options.length > 0 ? gameId : "";
  const blank: TrialInput = { email: "", name: "", role: "Student", current_trial_game_id: fixedValue };

  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrialInput, unknown, TrialValues>({
    resolver: zodResolver(trialSchema),
    defaultValues: { ...blank, ...initialValues, current_trial_game_id: fixedValue },
  });

  useEffect(() => {
    if (gameId) setValue("current_trial_game_id", fixedValue);
  }, [gameId, fixedValue, setValue]);

  useEffect(() => {
    if (phase.kind !== "form") panelRef.current?.focus();
  }, [phase]);

  const goToLogin = (values: TrialInput) => {
    saveTrialDraft({ email: values.email, name: values.name ?? "", role: values.role ?? "Student" });
    router.push(loginUrl(values));
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await postJson<unknown>("/api/trial", values);
      reset(blank);
      const host = evGambitHostUrl ?? getEvGambitHostUrl();
      if (values.current_trial_game_id === EV_GAMBIT_GAME_ID && host && hasTrialJoin(result)) {
        const url = evGambitJoinUrl(host, {
          code: result.session.code,
          name: result.trial_user.name ?? values.name,
          email: result.trial_user.email,
        });
        if (tryOpen(url)) onClose();
        else setPhase({ kind: "blocked", url });
        return;
      }
      setPhase({ kind: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        goToLogin(values);
        return;
      }
      if (error instanceof ApiError) {
        for (const field of fieldNames) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: "server", message });
        }
      }
      setFailure(errorMessage(error, messages.trial.failed));
    }
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // SPEC §5: the sign-in check comes before validation.
    if (sessionStatus === "unauthenticated") {
      event.preventDefault();
      goToLogin(getValues());
      return;
    }
    void submit(event);
  };

  if (phase.kind === "success") {
    return (
      <div className={styles.panel} role="status">
        <h3 ref={panelRef} tabIndex={-1}>
          {messages.trial.successTitle}
        </h3>
        <p>{messages.trial.successText}</p>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {messages.contact.close}
        </button>
      </div>
    );
  }

  if (phase.kind === "blocked") {
    return (
      <div className={styles.panel}>
        <p ref={panelRef} tabIndex={-1} className="alert alert-error" role="alert">
          {messages.join.popupBlocked}
          <br />
          <a className={styles.alertLink} href={phase.url} target="_blank" rel="noopener noreferrer">
            {messages.trial.openGame}
          </a>
        </p>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {messages.contact.close}
        </button>
      </div>
    );
  }

  const placeholder =
    simulations.status === "loading"
      ? messages.trial.loadingSimulations
      : options.length === 0
        ? messages.trial.noSimulations
        : messages.trial.selectSimulation;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input {...control} {...register("email")} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField label="Name" note="(optional)" error={errors.name?.message}>
          {(control) => <input {...control} {...register("name")} type="text" autoComplete="name" />}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <select {...control} {...register("role")}>
              {displayTypes.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Simulation" error={errors.current_trial_game_id?.message}>
          {(control) =>
            gameId ? (
              <select {...control} value={fixedValue} disabled aria-required>
                {fixedValue ? null : <option value="">{placeholder}</option>}
                {options.map((item) => (
                  <option key={item.gameId} value={item.gameId}>
                    {item.name}
                  </option>
                ))}
              </select>
            ) : (
              <select {...control} {...register("current_trial_game_id")} aria-required>
                <option value="">{placeholder}</option>
                {options.map((item) => (
                  <option key={item.gameId} value={item.gameId}>
                    {item.name}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? messages.trial.processing : messages.trial.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
