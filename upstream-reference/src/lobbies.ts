import { and, desc, eq, gt } from "drizzle-orm";
import { catalogueGame } from "@/upstream-contract/embedding";
import { upstreamMessages, upstreamRequestMessages } from "@/upstream-contract/messages";
import { referenceLobbyErrors } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import type { AccountTokens } from "./account-tokens";
import type { Context } from "./context";
import type { Db } from "./database";
import { lobbyArrivalCalls } from "./lobby-arrivals";
import { arrivalOut, hostedLobby, isHost, lobbyOf, sessionOf } from "./lobby-sessions";
import { lobbies, lobbyArrivals, trialSessions } from "./schema";
import { trialCode } from "./trials";

/** A professor's lobby for a game is reused for a day, so "Open the game" twice lands in the same one. */
const LOBBY_REUSE_MS = 24 * 60 * 60 * 1000;

/**
 * The reference game host's lobbies: a professor opens one per game, or uses a trial's code; students
 * enter it by name. Codes are the games' own (the join box routes them), unique across trials and lobbies.
 */
export function lobbyHost(ctx: Context, tokenStore: AccountTokens): ReferenceLobbies {
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
      const session = await lobbyOf(ctx, db, code);
      if (!isHost(session, user)) throw new UpstreamError(403, referenceLobbyErrors.notHost);
      return hostedLobby(db, session);
    },

    ...lobbyArrivalCalls(ctx, tokenStore),

    async arrivalOf(code, id) {
      const { db } = await ctx.state();
      return arrivalAnswer(db, code, id);
    },
  };
}
