import "server-only";
import { log } from "@/lib/log";
import { randomUUID } from "node:crypto";
import { cache } from "react";
import type { SessionTokenFields } from "./session-token";
import { endSession, isSessionEnded, pruneEndedSessions } from "./ended-sessions";
import { storeDb } from "@/lib/store";

/** The id and start time a new session carries in its cookie. */
export function newSessionFields(now = Date.now()): Required<Pick<SessionTokenFields, "sid" | "signedInAt">> {
  return { sid: randomUUID(), signedInAt: now };
}

// One look-up per session and server render: a page that reads both the person (pageUser) and
// its upstream token (pageUserWithToken) asks the store once. React's cache lasts one render, so an end
// recorded on another instance counts from the next request; outside a render (proxy, route handlers)
// it asks every time.
const endedThisRender = cache(async (sid?: string, email?: string, signedInAt?: number) =>
  isSessionEnded(await storeDb(), { sid, email, signedInAt }),
);

/** True when sign-out, a password reset or an upstream 401 has ended this session (or it has no id). */
export function hasSessionEnded(token: SessionTokenFields): Promise<boolean> {
  return endedThisRender(token.sid, token.user?.email, token.signedInAt);
}

/** Ends the session on the server: its cookie, even if kept or copied, is refused from now on. */
export async function endSessionOf(token: SessionTokenFields): Promise<void> {
  if (!token.sid) return;
  const fallbackExpiry = Date.now() + 30 * 24 * 60 * 60 * 1000;
  const db = await storeDb();
  await endSession(db, token.sid, token.accessTokenExpires ?? fallbackExpiry);
  await pruneEndedSessions(db);
}

/** The same, for callers that must not fail because of it (the failure is logged). */
export async function endSessionQuietly(token: SessionTokenFields, why: string): Promise<void> {
  try {
    await endSessionOf(token);
  } catch (error) {
    log.error({ err: error }, `[session] could not record the end of a session (${why})`);
  }
}
