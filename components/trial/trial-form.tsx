"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, SelectField } from "@/components/ui/field";
import styles from "@/components/ui/form.module.css";
import { OutcomeBanner } from "@/components/ui/outcome";
import { useSessionUser } from "@/hooks/use-session-user";
import { ApiError, failureText, sendJson } from "@/lib/fetch/request-json";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";
import type { TrialAuthQuery } from "@/lib/trial/trial-query";
import { trialMessages } from "@/lib/messages/trial";
import { trialSchema, type TrialInput, type TrialValues } from "@/lib/validations/trial";
import { displayTypes } from "@/lib/validations/role-names";
import { handOffToEvGambit } from "./ev-gambit-hand-off";
import { saveTrialDraft } from "./trial-draft";
import { TrialNeedsAccount } from "./trial-needs-account";
import { TrialSuccess, TrialTabBlocked } from "./trial-outcome";
import { useEvGambitHost } from "./trial-settings";
import { useSimulations } from "./use-simulations";

export interface TrialFormProps {
  /** Fixes the game: the select is disabled and lists only this one. */
  gameId?: string;
  /** Narrows the choice to these games. */
  gameIds?: readonly string[];
  /** Values to start from (what a visitor typed before logging in). */
  initialValues?: Partial<TrialInput>;
  /** Back from log-in or sign-up: the account's name and e-mail fill what is still empty. */
  prefillFromAccount?: boolean;
  onClose: () => void;
}

type Phase = { kind: "form" } | { kind: "success" } | { kind: "blocked"; url: string } | { kind: "account"; query: TrialAuthQuery };

const fieldNames = ["email", "name", "role", "current_trial_game_id"] as const;

/** The free-trial form (SPEC §4): the sign-in check first, then validation, the request and its outcome. */
export function TrialForm({ gameId, gameIds, initialValues, prefillFromAccount, onClose }: TrialFormProps) {
  const { status: sessionStatus, user } = useSessionUser();
  const evGambitHost = useEvGambitHost();
  const simulations = useSimulations();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [failure, setFailure] = useState<string | null>(null);

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
    if (!prefillFromAccount || !user) return;
    if (!getValues("email")) setValue("email", user.email);
    if (!getValues("name")) setValue("name", user.name);
  }, [prefillFromAccount, user, getValues, setValue]);

  const needAccount = (values: TrialInput) => {
    saveTrialDraft({ email: values.email, name: values.name ?? "", role: values.role ?? "Student" });
    const game = gameId ?? (values.current_trial_game_id || null);
    setPhase({
      kind: "account",
      query: { email: values.email, name: values.name, role: values.role, game, from: window.location.pathname },
    });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await sendJson<unknown>("POST", "/api/trial", values);
      reset(blank);
      const handOff =
        values.current_trial_game_id === EV_GAMBIT_GAME_ID ? handOffToEvGambit(evGambitHost, result, values.name) : { kind: "none" as const };
      if (handOff.kind === "opened") onClose();
      else if (handOff.kind === "blocked") setPhase({ kind: "blocked", url: handOff.url });
      else setPhase({ kind: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return needAccount(values);
      if (error instanceof ApiError) {
        for (const field of fieldNames) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: "server", message });
        }
      }
      setFailure(failureText(error, trialMessages.failed));
    }
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // SPEC §5: the sign-in check comes before validation.
    if (sessionStatus === "unauthenticated") {
      event.preventDefault();
      needAccount(getValues());
      return;
    }
    void submit(event);
  };

  if (phase.kind === "account") return <TrialNeedsAccount query={phase.query} />;
  if (phase.kind === "success") return <TrialSuccess onClose={onClose} />;
  if (phase.kind === "blocked") return <TrialTabBlocked url={phase.url} onClose={onClose} />;

  const placeholder =
    simulations.status === "loading" ? trialMessages.loadingSimulations : options.length === 0 ? trialMessages.noSimulations : trialMessages.selectSimulation;
  const gameOptions = options.map((item) => (
    <option key={item.gameId} value={item.gameId}>
      {item.name}
    </option>
  ));

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <OutcomeBanner tone="error">{failure}</OutcomeBanner>
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <Field label="Email" error={errors.email?.message}>
          {(control) => <input {...control} {...register("email")} type="email" autoComplete="email" aria-required />}
        </Field>
        <Field label="Name" note="(optional)" error={errors.name?.message}>
          {(control) => <input {...control} {...register("name")} type="text" autoComplete="name" />}
        </Field>
        <SelectField label="Role" error={errors.role?.message} registration={register("role")} options={displayTypes} />
        <Field label="Simulation" error={errors.current_trial_game_id?.message}>
          {(control) =>
            gameId ? (
              <select {...control} value={fixedValue} disabled aria-required>
                {fixedValue ? null : <option value="">{placeholder}</option>}
                {gameOptions}
              </select>
            ) : (
              <select {...control} {...register("current_trial_game_id")} aria-required>
                <option value="">{placeholder}</option>
                {gameOptions}
              </select>
            )
          }
        </Field>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? trialMessages.processing : trialMessages.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
