"use client";

import { useId, useRef, useState } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import { arrivalsApi } from "@/lib/join/game-host-paths";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { LOBBY_NAME_INPUT_MAX } from "@/upstream-contract/limits";
import styles from "./reference-game.module.css";

interface Answer {
  player?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

/** A student's name for the lobby: sent as JSON, then their own page in the lobby opens. */
export function ArrivalForm({ code, name }: { code: string; name: string }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = input.current?.value.trim() ?? "";
    if (!typed) return setError(text.nameRequired);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(arrivalsApi, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ code, name: typed }),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok && answer.player) return window.location.assign(answer.player);
      setError(answer.errors?.name?.[0] ?? answer.message ?? text.sendFailed);
    } catch {
      setError(text.sendFailed);
    }
    setBusy(false);
  };

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`} className={styles.label}>
        {text.nameLabel}
      </label>
      <input
        id={`${id}-name`}
        ref={input}
        name="name"
        defaultValue={name}
        className={styles.input}
        autoComplete="name"
        maxLength={LOBBY_NAME_INPUT_MAX}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={() => setError(null)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {text.nameHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated || busy}>
        {busy ? text.entering : text.enterLobby}
      </button>
    </form>
  );
}
