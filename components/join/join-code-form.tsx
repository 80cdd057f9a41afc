"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSessionUser, type SessionUserState } from "@/components/auth/use-session-user";
import { openInNewTab } from "@/lib/join/open-in-new-tab";
import { routeJoinCode, type JoinRoute } from "@/lib/join/route-code";
import { messages } from "@/lib/messages";
import { joinCodeSchema, type JoinCodeValues } from "@/lib/validations/requests";
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

/** The hero's session-code entry: validates, routes the code by prefix and opens the game in a new tab. */
export function JoinCodeForm({ routes }: JoinCodeFormProps) {
  const session = useSessionUser();
  const sessionRef = useRef<SessionUserState>(session);
  const [problem, setProblem] = useState<Problem>(null);
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<JoinCodeValues>({ resolver: zodResolver(joinCodeSchema), defaultValues: { code: "" } });

  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const join = async ({ code }: JoinCodeValues) => {
    setProblem(null);
    // Lets 'Joining...' paint; the click's user activation outlives this short wait.
    await nextFrame();
    try {
      const url = routeJoinCode(code, routes, await settledUser(sessionRef));
      if (!openInNewTab(url)) setProblem({ kind: "blocked", url });
    } catch {
      setProblem({ kind: "failed" });
    }
  };

  const field = register("code", {
    onChange: () => {
      clearErrors("code");
      setProblem(null);
    },
  });
  const error = errors.code?.message;
  const messageId = "join-code-message";
  const shown = Boolean(error || problem);

  return (
    <form className={styles.form} onSubmit={(event) => handleSubmit(join)(event)} noValidate aria-busy={isSubmitting}>
      <label htmlFor="join-code" className={styles.label}>
        Have a session code?
      </label>
      <div className={styles.row}>
        <input
          {...field}
          id="join-code"
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
      <Suspense fallback={null}>
        <CodeFromQuery onCode={(code) => setValue("code", code)} />
      </Suspense>
    </form>
  );
}

/** `/?code=XYZ` prefills the input (a facilitator's shared link or QR code). */
function CodeFromQuery({ onCode }: { onCode: (code: string) => void }) {
  const code = useSearchParams().get("code")?.trim();
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  useEffect(() => {
    if (code) onCodeRef.current(code.slice(0, 64));
  }, [code]);
  return null;
}
