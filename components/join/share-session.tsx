"use client";

import { useEffect, useId, useRef, useState } from "react";
import { checkCodeOfGame, type JoinGame } from "@/lib/join/code-game";
import { codeFormat } from "@/upstream-contract/code-rules";
import { projectPath } from "@/lib/join/join-path";
import { joinMessages } from "@/lib/messages/join";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { checkJoinCode, preloadJoinSchema } from "./use-join";
import styles from "./share-session.module.css";

export interface ShareSessionProps {
  /** The game of the card, for the button's accessible name. */
  gameTitle: string;
  /** The card's game's code prefix (null: FB-); undefined when the game is unknown to content: no check. */
  joinPrefix: string | null | undefined;
  /** Every game's prefix and title, to name the game a mistyped code belongs to. */
  joinGames: readonly JoinGame[];
}

/** A dashboard card's "Share a session": asks for the code the game's site gave, then opens its join screen. */
export function ShareSession({ gameTitle, joinPrefix, joinGames }: ShareSessionProps) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const example = joinPrefix === undefined ? null : codeFormat(joinPrefix);
  const hint = example ? joinScreenMessages.shareHintFor(gameTitle, example) : joinScreenMessages.shareHint;

  // Opened below the fold (a card low on the screen): the panel scrolls into view and takes the typing.
  useEffect(() => {
    if (!open) return;
    form.current?.scrollIntoView({ block: "nearest" });
    input.current?.focus({ preventScroll: true });
  }, [open]);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
    toggle.current?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await checkJoinCode(code).catch(() => ({ error: joinMessages.failed }));
    if ("error" in checked) return setError(checked.error);
    if (joinPrefix === undefined) return window.location.assign(projectPath(checked.code.toUpperCase()));
    const result = checkCodeOfGame(checked.code, joinPrefix, joinGames);
    if (result.ok) return window.location.assign(projectPath(result.code));
    setError(
      result.other
        ? joinScreenMessages.otherGame(result.other.title, gameTitle)
        : joinScreenMessages.notThisGame(checked.code.toUpperCase(), gameTitle, codeFormat(joinPrefix)),
    );
  };

  return (
    <div className={styles.share}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        aria-label={`${joinScreenMessages.share}: ${gameTitle}`}
        onClick={() => (open ? close() : setOpen(true))}
        onFocus={preloadJoinSchema}
      >
        {joinScreenMessages.share}
      </button>
      <form
        ref={form}
        id={`${id}-form`}
        className={styles.form}
        hidden={!open}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        noValidate
      >
        <label htmlFor={`${id}-code`} className={styles.label}>
          {joinScreenMessages.code}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          placeholder={example ?? undefined}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          maxLength={TEXT_LIMITS.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={error ? styles.error : styles.hint} aria-live="polite">
          {error ?? hint}
        </p>
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary">
            {joinScreenMessages.project}
          </button>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {joinScreenMessages.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
