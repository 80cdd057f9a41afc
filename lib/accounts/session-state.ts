import "server-only";
import { randomUUID } from "node:crypto";
import type { SessionTokenFields } from "@/lib/auth/session-token";
import { endSession, isSessionEnded, pruneEndedSessions } from "./ended-sessions";
import { accountsStore } from "./store";

/** The id and start time a new session carries in its cookie. */
export function newSessionFields(now = Date.now()): Required<Pick<SessionTokenFields, "sid" | "signedInAt">> {
  return { sid: randomUUID(), signedInAt: now };
}

/** True when sign-out, a password reset or an upstream 401 has ended this session (or it has no id). */
export async function hasSessionEnded(token: SessionTokenFields): Promise<boolean> {
  return isSessionEnded(await accountsStore(), { sid: token.sid, email: token.user?.email, signedInAt: token.signedInAt });
}

/** Ends the session on the server: its cookie, even if kept or copied, is refused from now on. */
export async function endSessionOf(token: SessionTokenFields): Promise<void> {
  if (!token.sid) return;
  const fallbackExpiry = Date.now() + 30 * 24 * 60 * 60 * 1000;
  const db = await accountsStore();
  await endSession(db, token.sid, token.accessTokenExpires ?? fallbackExpiry);
  await pruneEndedSessions(db);
}

/** The same, for callers that must not fail because of it (the failure is logged). */
export async function endSessionQuietly(token: SessionTokenFields, why: string): Promise<void> {
  try {
    await endSessionOf(token);
  } catch (error) {
    console.error(`[session] could not record the end of a session (${why})`, error);
  }
}
