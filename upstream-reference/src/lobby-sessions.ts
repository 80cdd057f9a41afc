import { asc, eq } from "drizzle-orm";
import { referenceLobbyErrors } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import type { HostedLobby, LobbyArrival, LobbySession } from "@/upstream-contract/lobby-types";
import type { UserRow } from "./account-tokens";
import type { Context } from "./context";
import type { Db } from "./database";
import { lobbies, lobbyArrivals, trialSessions } from "./schema";

/** What the lobby calls read of a session: its professor (a lobby's opener, or the e-mail its trial was sent to). */
export type KnownSession = LobbySession & { hostUid: string | null; trialEmail: string | null };

export const arrivalOut = (row: typeof lobbyArrivals.$inferSelect): LobbyArrival => ({
  id: row.id,
  name: row.name,
  arrived_at: row.arrivedAt.toISOString(),
});

/** The session a code names, a lobby or a trial's code; null when none has it. */
export async function sessionOf(db: Db, code: string): Promise<KnownSession | null> {
  if (code.length > TEXT_LIMITS.code) return null;
  const [lobby] = await db.select().from(lobbies).where(eq(lobbies.code, code));
  const [trial] = await db.select().from(trialSessions).where(eq(trialSessions.code, code));
  if (lobby) return { code, game_id: lobby.gameId, hostUid: lobby.hostUid, trialEmail: trial?.email ?? null };
  if (trial) return { code, game_id: trial.gameId, hostUid: null, trialEmail: trial.email };
  return null;
}

/** The lobby row of a known session, made for a trial's code on first use. */
export async function lobbyOf(ctx: Context, db: Db, code: string): Promise<KnownSession> {
  const session = await sessionOf(db, code);
  if (!session) throw new UpstreamError(404, referenceLobbyErrors.noSession);
  await db
    .insert(lobbies)
    .values({ code, gameId: session.game_id, hostUid: null, createdAt: new Date(ctx.now()) })
    .onConflictDoNothing();
  return session;
}

/** Whether the user is the session's professor: the lobby's opener, or the one its trial was mailed to. */
export function isHost(session: KnownSession, user: UserRow): boolean {
  const ownTrial = session.trialEmail !== null && session.trialEmail.toLowerCase() === user.email.toLowerCase();
  return session.hostUid === user.uid || ownTrial;
}

/** The lobby with its arrivals, first come first. */
export async function hostedLobby(db: Db, session: LobbySession): Promise<HostedLobby> {
  const rows = await db
    .select()
    .from(lobbyArrivals)
    .where(eq(lobbyArrivals.lobbyCode, session.code))
    .orderBy(asc(lobbyArrivals.arrivedAt), asc(lobbyArrivals.id));
  return { code: session.code, game_id: session.game_id, arrivals: rows.map(arrivalOut) };
}
