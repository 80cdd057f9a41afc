"use client";

import { useEffect, useState } from "react";
import { useSessionUser } from "@/hooks/use-session-user";
import { projectPath } from "@/lib/join/join-path";
import type { JoinRoute } from "@/lib/join/route-code";
import { joinMessages } from "@/lib/messages/join";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { JoinProblemMessage } from "./join-problem";
import { checkJoinCode, preloadJoinSchema, useJoin } from "./use-join";
import styles from "./join-code-form.module.css";

export interface JoinCodeFormProps {
  /** Every game's prefix and site address (SPEC §9), from content on the server. */
  routes: readonly JoinRoute[];
}

/**
 * The hero's session-code entry: Join opens the game in a new tab; Project join screen (for a signed-in
 * facilitator only) opens the page they show the class. One field, so plain state rather than a form library.
 */
export function JoinCodeForm({ routes }: JoinCodeFormProps) {
  const { join, isSubmitting, problem, clearProblem } = useJoin(routes);
  // Projecting the join screen is the facilitator's job: students see only Join.
  const facilitator = useSessionUser().user?.type === "instructor";
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  // `/?code=XYZ` prefills the input (a facilitator's shared link or QR code).
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get("code")?.trim();
    // The address is an outside system; read once when the form mounts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (shared) setCode(shared.slice(0, 64));
  }, []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await join(code));
  };

  const project = async () => {
    clearProblem();
    const checked = await checkJoinCode(code).catch(() => ({ error: joinMessages.failed }));
    if ("error" in checked) setError(checked.error);
    else window.location.assign(projectPath(checked.code.toUpperCase()));
  };

  const messageId = "join-code-message";
  const shown = Boolean(error || problem);

  return (
    <form className={styles.form} onSubmit={submit} onFocus={preloadJoinSchema} noValidate aria-busy={isSubmitting}>
      <label htmlFor="join-code" className={styles.label}>
        Have a session code?
      </label>
      <div className={styles.row}>
        <input
          id="join-code"
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
            clearProblem();
          }}
          className={styles.input}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter your session code"
          aria-invalid={Boolean(error)}
          aria-describedby={shown ? messageId : undefined}
        />
        <button type="submit" className={`btn btn-primary ${styles.button}`} disabled={isSubmitting}>
          {isSubmitting ? joinMessages.joining : joinMessages.join}
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {error ? <p className={styles.message}>{error}</p> : null}
        <JoinProblemMessage problem={problem} />
      </div>
      {facilitator ? (
        <button type="button" className={styles.project} onClick={project}>
          {joinScreenMessages.project}
        </button>
      ) : null}
    </form>
  );
}
