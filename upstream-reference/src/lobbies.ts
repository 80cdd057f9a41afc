import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import { catalogueGame } from "@/upstream-contract/embedding";
import { upstreamMessages, upstreamRequestMessages } from "@/upstream-contract/messages";
import { referenceLobbyErrors } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import type { LobbyArrival, LobbySession, ReferenceLobbies } from "@/upstream-contract/lobby-types";
import type { AccountTokens } from "./account-tokens";
import type { Context } from "./context";
import type { Db } from "./database";
import { lobbies, lobbyArrivals, trialSessions } from "./schema";
import { trialCode } from "./trials";

/** A class bigger than this is not a class: the lobby refuses further names. */
const MAX_ARRIVALS = 500;
/** A professor's lobby for a game is reused for a day, so "Open the game" twice lands in the same one. */
const LOBBY_REUSE_MS = 24 * 60 * 60 * 1000;

const arrivalOut = (row: typeof lobbyArrivals.$inferSelect): LobbyArrival => ({
  id: row.id,
  name: row.name,
  arrived_at: row.arrivedAt.toISOString(),
});

/**
 * The reference game host's lobbies: a professor opens one per game, or uses a trial's code; students
 * enter it by name. Codes are the games' own (the join box routes them), unique across trials and lobbies.
 */
export function lobbyHost(ctx: Context, tokenStore: AccountTokens): ReferenceLobbies {
  async function sessionOf(db: Db, code: string): Promise<(LobbySession & { hostUid: string | null; trialEmail: string | null }) | null> {
    if (code.length > TEXT_LIMITS.code) return null;
    const [lobby] = await db.select().from(lobbies).where(eq(lobbies.code, code));
    const [trial] = await db.select().from(trialSessions).where(eq(trialSessions.code, code));
    if (lobby) return { code, game_id: lobby.gameId, hostUid: lobby.hostUid, trialEmail: trial?.email ?? null };
    if (trial) return { code, game_id: trial.gameId, hostUid: null, trialEmail: trial.email };
    return null;
  }

  /** The lobby row of a known session, made for a trial's code on first use. */
  async function lobbyOf(db: Db, code: string): Promise<LobbySession & { hostUid: string | null; trialEmail: string | null }> {
    const session = await sessionOf(db, code);
    if (!session) throw new UpstreamError(404, referenceLobbyErrors.noSession);
    await db
      .insert(lobbies)
      .values({ code, gameId: session.game_id, hostUid: null, createdAt: new Date(ctx.now()) })
      .onConflictDoNothing();
    return session;
  }

  async function arrivalAnswer(db: Db, code: string, id: string) {
    if (id.length > TEXT_LIMITS.id) throw new UpstreamError(404, referenceLobbyErrors.noArrival);
    const session = await sessionOf(db, code);
    const [row] = await db
      .select()
      .from(lobbyArrivals)
      .where(and(eq(lobbyArrivals.lobbyCode, code), eq(lobbyArrivals.id, id)));
    if (!session || !row) throw new UpstreamError(404, referenceLobbyErrors.noArrival);
    return { code, game_id: session.game_id, arrival: arrivalOut(row) };
  }

  return {
    async findSession(code) {
      const { db } = await ctx.state();
      const session = await sessionOf(db, code);
      return session ? { code: session.code, game_id: session.game_id } : null;
    },

    async openLobby(token, gameId) {
      const user = await tokenStore.authenticate(token);
      if (user.type !== "instructor") throw new UpstreamError(403, referenceLobbyErrors.instructorsOnly);
      if (!catalogueGame(ctx.catalogue, gameId)) throw new UpstreamError(404, upstreamMessages.simulationNotFound);
      const { db } = await ctx.state();
      const since = new Date(ctx.now() - LOBBY_REUSE_MS);
      const [open] = await db
        .select()
        .from(lobbies)
        .where(and(eq(lobbies.hostUid, user.uid), eq(lobbies.gameId, gameId), gt(lobbies.createdAt, since)))
        .orderBy(desc(lobbies.createdAt))
        .limit(1);
      if (open) return { code: open.code, game_id: open.gameId };
      for (let attempt = 0; attempt < 10; attempt++) {
        const code = trialCode(ctx.catalogue, gameId);
        const [taken] = await db.select({ code: trialSessions.code }).from(trialSessions).where(eq(trialSessions.code, code));
        if (taken) continue;
        const [row] = await db
          .insert(lobbies)
          .values({ code, gameId, hostUid: user.uid, createdAt: new Date(ctx.now()) })
          .onConflictDoNothing()
          .returning();
        if (row) return { code: row.code, game_id: row.gameId };
      }
      throw new UpstreamError(503, upstreamRequestMessages.generic);
    },

    async hostLobby(token, code) {
      const user = await tokenStore.authenticate(token);
      const { db } = await ctx.state();
      const session = await lobbyOf(db, code);
      const ownTrial = session.trialEmail !== null && session.trialEmail.toLowerCase() === user.email.toLowerCase();
      if (session.hostUid !== user.uid && !ownTrial) throw new UpstreamError(403, referenceLobbyErrors.notHost);
      const rows = await db
        .select()
        .from(lobbyArrivals)
        .where(eq(lobbyArrivals.lobbyCode, code))
        .orderBy(asc(lobbyArrivals.arrivedAt), asc(lobbyArrivals.id));
      return { code, game_id: session.game_id, arrivals: rows.map(arrivalOut) };
    },

    async arrive({ code, name }) {
      const { db } = await ctx.state();
      const session = await lobbyOf(db, code);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(lobbyArrivals).where(eq(lobbyArrivals.lobbyCode, code));
      if (n >= MAX_ARRIVALS) throw new UpstreamError(409, referenceLobbyErrors.full);
      const [row] = await db
        .insert(lobbyArrivals)
        .values({ id: randomUUID(), lobbyCode: code, name: name.trim().slice(0, 60), arrivedAt: new Date(ctx.now()) })
        .returning();
      return { code, game_id: session.game_id, arrival: arrivalOut(row!) };
    },

    async arrivalOf(code, id) {
      const { db } = await ctx.state();
      return arrivalAnswer(db, code, id);
    },
  };
}
