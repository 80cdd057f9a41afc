"use client";

import { useEffect, useRef, useState } from "react";
import { useSessionUser } from "@/lib/auth/use-session-user";
import { readCode } from "@/upstream-contract/code-rules";
import { projectPath } from "@/lib/join/join-path";
import type { JoinRoute } from "@/lib/join/route-code";
import { joinMessages } from "@/lib/messages/join";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { JoinProblemMessage } from "./join-problem";
import { checkJoinCode, preloadJoinSchema, useJoin } from "./use-join";
import styles from "./join-code-form.module.css";

export interface JoinCodeFormProps {
  /** Every game's prefix and site address, from content on the server. */
  routes: readonly JoinRoute[];
  /** The upstream knows every session (the reference game host): a mistyped code is answered here. */
  checkSessions?: boolean;
}

/**
 * The hero's session-code entry: Join opens the game in a new tab; Project join screen (for a signed-in
 * facilitator only) opens the page they show the class. Before the page's code runs it is a plain GET
 * form to /join, which answers with /join/<code> (or the projected screen). The field is uncontrolled: the
 * code is read from the page when it is needed, so what was typed before the code ran is what gets joined.
 */
export function JoinCodeForm({ routes, checkSessions = false }: JoinCodeFormProps) {
  const { join, isSubmitting, problem, setProblem, clearProblem } = useJoin(routes, checkSessions);
  // Projecting the join screen is the facilitator's job: students see only Join.
  const facilitator = useSessionUser().user?.role === "facilitator";
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const typed = () => input.current?.value ?? "";

  // `/?code=XYZ` prefills an empty input (a facilitator's shared link or QR code).
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get("code")?.trim();
    if (shared && input.current && !input.current.value) input.current.value = shared.slice(0, 64);
  }, []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await join(typed()));
  };

  const project = async (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    clearProblem();
    const checked = await checkJoinCode(typed()).catch(() => ({ error: joinMessages.failed }));
    if ("error" in checked) return setError(checked.error);
    const reading = readCode(checked.code, routes);
    if (reading.game) window.location.assign(projectPath(reading.code));
    else setProblem({ kind: "unknown", code: reading.code });
  };

  const messageId = "join-code-message";
  const shown = Boolean(error || problem);

  return (
    <form
      action="/join"
      method="get"
      className={styles.form}
      onSubmit={submit}
      onFocus={preloadJoinSchema}
      noValidate
      aria-busy={isSubmitting}
    >
      <label htmlFor="join-code" className={styles.label}>
        Have a session code?
      </label>
      <div className={styles.row}>
        <input
          id="join-code"
          ref={input}
          name="code"
          onChange={() => {
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
        <JoinProblemMessage problem={problem} games={routes} />
      </div>
      {facilitator ? (
        <button type="submit" name="project" value="1" className={styles.project} onClick={project}>
          {joinScreenMessages.project}
        </button>
      ) : null}
    </form>
  );
}
