"use client";

import { useEffect, useRef, useState } from "react";
import { useSessionUser, type SessionUserState } from "@/lib/auth/use-session-user";
import { openInNewTab } from "@/lib/join/open-in-new-tab";
import { readCode } from "@/upstream-contract/code-rules";
import { routeJoinCode, type JoinRoute } from "@/lib/join/route-code";
import { sessionLookupApi } from "@/lib/join/game-host-paths";
import { joinMessages } from "@/lib/messages/join";

export type JoinProblem =
  { kind: "failed" } | { kind: "blocked"; url: string } | { kind: "unknown"; code: string } | { kind: "noSession"; code: string } | null;

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
export function preloadJoinSchema() {
  void loadSchema().catch(() => undefined);
}

/** False only when the site says no session has the code; a failed check lets the game's site answer. */
async function sessionExists(code: string): Promise<boolean> {
  try {
    const response = await fetch(sessionLookupApi(code), { cache: "no-store" });
    return response.status !== 404;
  } catch {
    return true;
  }
}

/** Checks a typed code against the shared schema: the trimmed code, or the message to show. */
export async function checkJoinCode(code: string): Promise<{ code: string } | { error: string }> {
  const parsed = (await loadSchema()).safeParse({ code });
  if (parsed.success) return { code: parsed.data.code };
  return { error: parsed.error.issues[0]?.message ?? joinMessages.empty };
}

/**
 * Joining a session, as the home page's code box and the /join/<code> page both do it: validate, read
 * the code by prefix (upstream-contract/code-rules.ts; an unknown prefix is a problem, not the fallback lobby), add the signed-in user's details where the game takes them, and open
 * the game in a new tab. `join` resolves to the validation message, or null once the tab is handled.
 */
export function useJoin(routes: readonly JoinRoute[], checkSessions = false) {
  const session = useSessionUser();
  const sessionRef = useRef<SessionUserState>(session);
  const [isSubmitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<JoinProblem>(null);

  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const join = async (code: string): Promise<string | null> => {
    if (isSubmitting) return null;
    setProblem(null);
    setSubmitting(true);
    try {
      const checked = await checkJoinCode(code);
      if ("error" in checked) return checked.error;
      const reading = readCode(checked.code, routes);
      if (!reading.game) {
        setProblem({ kind: "unknown", code: reading.code });
        return null;
      }
      // Where the upstream knows every session, a mistyped code is answered here rather than on the game's site.
      if (checkSessions && !(await sessionExists(reading.code))) {
        setProblem({ kind: "noSession", code: reading.code });
        return null;
      }
      // Lets 'Joining...' paint; the click's user activation outlives this short wait.
      await nextFrame();
      const url = routeJoinCode(checked.code, routes, await settledUser(sessionRef));
      if (!openInNewTab(url)) setProblem({ kind: "blocked", url });
    } catch {
      setProblem({ kind: "failed" });
    } finally {
      setSubmitting(false);
    }
    return null;
  };

  return { join, isSubmitting, problem, setProblem, clearProblem: () => setProblem(null) };
}
