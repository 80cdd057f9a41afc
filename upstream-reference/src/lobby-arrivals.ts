import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { lobbyNameKey, lobbyNameMessages, readLobbyName } from "@/upstream-contract/lobby-name";
import { referenceLobbyErrors, upstreamMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import type { AccountTokens } from "./account-tokens";
import type { Context } from "./context";
import { arrivalOut, hostedLobby, isHost, lobbyOf, sessionOf } from "./lobby-sessions";
import { lobbies, lobbyArrivals } from "./schema";

/** A class bigger than this is not a class: the lobby refuses further names. */
export const MAX_ARRIVALS = 500;

/** Students entering a lobby by name, and its professor taking a name out again. */
export function lobbyArrivalCalls(ctx: Context, tokenStore: AccountTokens): Pick<ReferenceLobbies, "arrive" | "removeArrival"> {
  return {
    async arrive({ code, name: typed }) {
      const reading = readLobbyName(typed);
      if (!reading.ok) throw new UpstreamError(400, lobbyNameMessages[reading.problem]);
      const { name } = reading;
      const key = lobbyNameKey(name);
      const { db } = await ctx.state();
      const session = await lobbyOf(ctx, db, code);
      const row = await db.transaction(async (tx) => {
        // One arrival at a time per lobby: neither the count nor the names change between the checks and the insert.
        await tx.select({ code: lobbies.code }).from(lobbies).where(eq(lobbies.code, code)).for("update");
        const present = await tx.select({ name: lobbyArrivals.name }).from(lobbyArrivals).where(eq(lobbyArrivals.lobbyCode, code));
        if (present.length >= MAX_ARRIVALS) throw new UpstreamError(409, referenceLobbyErrors.full);
        if (present.some((other) => lobbyNameKey(other.name) === key)) throw new UpstreamError(409, referenceLobbyErrors.nameTaken);
        const [inserted] = await tx
          .insert(lobbyArrivals)
          .values({ id: randomUUID(), lobbyCode: code, name, arrivedAt: new Date(ctx.now()) })
          .returning();
        return inserted!;
      });
      return { code, game_id: session.game_id, arrival: arrivalOut(row) };
    },

    async removeArrival(token, code, id) {
      const user = await tokenStore.authenticate(token);
      if (user.type !== "instructor") throw new UpstreamError(403, upstreamMessages.forbidden);
      const { db } = await ctx.state();
      const session = id.length > TEXT_LIMITS.id ? null : await sessionOf(db, code);
      // Another professor's lobby answers as a lobby without this student: who owns which code stays unsaid.
      if (!session || !isHost(session, user)) throw new UpstreamError(404, referenceLobbyErrors.noArrival);
      const removed = await db
        .delete(lobbyArrivals)
        .where(and(eq(lobbyArrivals.lobbyCode, code), eq(lobbyArrivals.id, id)))
        .returning({ id: lobbyArrivals.id });
      if (!removed.length) throw new UpstreamError(404, referenceLobbyErrors.noArrival);
      return hostedLobby(db, session);
    },
  };
}
