"use client";

import { useEffect, useRef, useState } from "react";
import { useSessionUser, type SessionUserState } from "@/hooks/use-session-user";
import { openInNewTab } from "@/lib/join/open-in-new-tab";
import { routeJoinCode, type JoinRoute } from "@/lib/join/route-code";
import { messages } from "@/lib/messages";
import styles from "./join-code-form.module.css";

export interface JoinCodeFormProps {
  /** Every game's prefix and site address (SPEC §9), from content on the server. */
  routes: readonly JoinRoute[];
}

type Problem = { kind: "failed" } | { kind: "blocked"; url: string } | null;

const SESSION_WAIT_MS = 3000;

function nextFrame() {
  return new Promise<void>((resolve) => window.setTimeout(resolve, 0));
}

/** The user's e-mail and name go with most codes, so a session still loading is worth a short wait. */
async function settledUser(session: React.RefObject<SessionUserState>) {
  const start = Date.now();
  while (session.current.status === "loading" && Date.now() - start < SESSION_WAIT_MS) {
    await new Promise((resolve) => window.setTimeout(resolve, 50));
  }
  return session.current.user;
}

// The shared schema (and zod) loads when the visitor reaches the form, not with the page; the module
// loader keeps the first successful import.
const loadSchema = () => import("@/lib/validations/join").then((module) => module.joinCodeSchema);
function preloadSchema() {
  void loadSchema().catch(() => undefined);
}

/**
 * The hero's session-code entry: validates, routes the code by prefix and opens the game in a new tab.
 * One field, so plain state rather than a form library: the hero stays light on a phone.
 */
export function JoinCodeForm({ routes }: JoinCodeFormProps) {
  const session = useSessionUser();
  const sessionRef = useRef<SessionUserState>(session);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // `/?code=XYZ` prefills the input (a facilitator's shared link or QR code).
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get("code")?.trim();
    // The address is an outside system; read once when the form mounts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (shared) setCode(shared.slice(0, 64));
  }, []);

  const join = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setProblem(null);
    setSubmitting(true);
    try {
      const parsed = (await loadSchema()).safeParse({ code });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? messages.join.empty);
        return;
      }
      // Lets 'Joining...' paint; the click's user activation outlives this short wait.
      await nextFrame();
      const url = routeJoinCode(parsed.data.code, routes, await settledUser(sessionRef));
      if (!openInNewTab(url)) setProblem({ kind: "blocked", url });
    } catch {
      setProblem({ kind: "failed" });
    } finally {
      setSubmitting(false);
    }
  };

  const messageId = "join-code-message";
  const shown = Boolean(error || problem);

  return (
    <form
      className={styles.form}
      onSubmit={join}
      onFocus={preloadSchema}
      noValidate
      aria-busy={isSubmitting}
    >
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
            setProblem(null);
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
          {isSubmitting ? messages.join.joining : messages.join.join}
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {error ? <p className={styles.message}>{error}</p> : null}
        {problem?.kind === "failed" ? <p className={styles.message}>{messages.join.failed}</p> : null}
        {problem?.kind === "blocked" ? (
          <p className={styles.message}>
            {messages.join.popupBlocked}{" "}
            <a href={problem.url} target="_blank" rel="noopener noreferrer">
              {messages.join.openGame}
            </a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
