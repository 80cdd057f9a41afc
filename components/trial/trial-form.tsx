"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { trialOffer } from "@/content/trial";
import { Field } from "@/components/ui/field";
import styles from "@/components/ui/form.module.css";
import { OutcomeBanner } from "@/components/ui/outcome";
import { useSessionUser, type SessionUser } from "@/lib/auth/use-session-user";
import { ApiError, failureText, sendJson } from "@/lib/client-fetch/request-json";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";
import { trialMessages } from "@/lib/messages/trial";
import { trialSchema, type TrialInput, type TrialValues } from "@/lib/validations/trial";
import { handOffToEvGambit } from "./ev-gambit-hand-off";
import { TrialNeedsAccount } from "./trial-needs-account";
import trialStyles from "./dialog-step.module.css";
import { TrialSuccess, TrialTabBlocked } from "./trial-outcome";
import { useEvGambitHost, useTrialTerms } from "./trial-settings";
import { useSimulations } from "./use-simulations";

export interface TrialFormProps {
  /** Fixes the game: the select is disabled and lists only this one. */
  gameId?: string;
  /** Narrows the choice to these games. */
  gameIds?: readonly string[];
  onClose: () => void;
}

type Phase =
  { kind: "form" } | { kind: "success"; code: string | null } | { kind: "blocked"; url: string } | { kind: "account"; game: string | null };

function sessionCodeOf(result: unknown): string | null {
  const code = (result as { session?: { code?: unknown } } | null)?.session?.code;
  return typeof code === "string" && code ? code : null;
}

/**
 * The free-trial dialog's content: a signed-out visitor is told first that a trial needs an
 * account (Sign Up / Log In, the game kept); a signed-in person is asked only for the game, the rest
 * comes from their account.
 */
export function TrialForm({ gameId, gameIds, onClose }: TrialFormProps) {
  const { status, user } = useSessionUser();
  const simulations = useSimulations();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const from = typeof window === "undefined" ? "/" : window.location.pathname;
  const fixedName = gameId ? simulations.items.find((item) => item.gameId === gameId)?.name : undefined;

  if (status === "loading") return <p role="status">{trialMessages.checkingAccount}</p>;
  if (!user || phase.kind === "account") {
    const game = phase.kind === "account" ? phase.game : (gameId ?? null);
    return <TrialNeedsAccount query={{ game, from }} gameName={fixedName} />;
  }
  if (phase.kind === "success") return <TrialSuccess code={phase.code} showDashboard={user.role === "facilitator"} onClose={onClose} />;
  if (phase.kind === "blocked") return <TrialTabBlocked url={phase.url} onClose={onClose} />;
  return <GameOnlyForm user={user} gameId={gameId} gameIds={gameIds} simulations={simulations} onDone={setPhase} onClose={onClose} />;
}

interface GameOnlyFormProps {
  user: SessionUser;
  gameId?: string;
  gameIds?: readonly string[];
  simulations: ReturnType<typeof useSimulations>;
  onDone: (phase: Phase) => void;
  /** An EV Gambit trial that opened the game closes the dialog. */
  onClose: () => void;
}

/** The one question a signed-in person is asked: which game (fixed on a game page). */
function GameOnlyForm({ user, gameId, gameIds, simulations, onDone, onClose }: GameOnlyFormProps) {
  const evGambitHost = useEvGambitHost();
  const [failure, setFailure] = useState<string | null>(null);
  const options = simulations.items.filter((item) => (gameId ? item.gameId === gameId : !gameIds?.length || gameIds.includes(item.gameId)));
  const fixedValue = gameId && options.length > 0 ? gameId : "";
  const account: TrialInput = { current_trial_game_id: fixedValue };

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TrialInput, unknown, TrialValues>({ resolver: zodResolver(trialSchema), defaultValues: account });
  const chosen = useWatch({ control, name: "current_trial_game_id" });
  const chosenName = options.find((item) => item.gameId === (gameId ? fixedValue : chosen))?.name;
  const facilitator = user.role === "facilitator";
  const terms = useTrialTerms(gameId ? fixedValue : chosen);

  useEffect(() => {
    if (gameId) setValue("current_trial_game_id", fixedValue);
  }, [gameId, fixedValue, setValue]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await sendJson<unknown>("POST", "/api/trial", values);
      const handOff =
        values.current_trial_game_id === EV_GAMBIT_GAME_ID ? handOffToEvGambit(evGambitHost, result, user.name) : { kind: "none" as const };
      if (handOff.kind === "opened") onClose();
      else if (handOff.kind === "blocked") onDone({ kind: "blocked", url: handOff.url });
      else onDone({ kind: "success", code: sessionCodeOf(result) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onDone({ kind: "account", game: values.current_trial_game_id });
      const gameError = error instanceof ApiError ? error.fieldErrors.current_trial_game_id : undefined;
      if (gameError) setError("current_trial_game_id", { type: "server", message: gameError });
      setFailure(failureText(error, trialMessages.failed));
    }
  });

  const placeholder =
    simulations.status === "loading"
      ? trialMessages.loadingSimulations
      : options.length === 0
        ? trialMessages.noSimulations
        : trialMessages.selectSimulation;
  const gameOptions = options.map((item) => (
    <option key={item.gameId} value={item.gameId}>
      {item.name}
    </option>
  ));

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <OutcomeBanner tone="error">{failure}</OutcomeBanner>
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <Field label="Simulation" error={errors.current_trial_game_id?.message}>
          {(control) =>
            gameId ? (
              <select {...control} value={fixedValue} disabled aria-required className={trialStyles.fixedGame}>
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
        <p className={trialStyles.text}>{facilitator ? terms : trialOffer.studentSummary}</p>
        <p className={trialStyles.text}>
          {facilitator ? trialMessages.forAccount(user.email) : trialMessages.forStudentAccount(user.email)}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? (
              trialMessages.processing
            ) : (
              // One flex item, so the button's gap never widens the space before the game's name.
              <span>
                {trialMessages.submit}
                {chosenName ? <span className={trialStyles.gameName}>{trialMessages.submitGame(chosenName)}</span> : null}
              </span>
            )}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
