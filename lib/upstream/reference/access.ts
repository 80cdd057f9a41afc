import { asc, eq } from "drizzle-orm";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/errors";
import type { Upstream } from "@/lib/upstream/types";
import type { AccountTokens } from "./account-tokens";
import type { Context } from "./context";
import { simulationAccess, simulations, users } from "./schema";

/** A facilitator's access records and current game; a token reaches only its own uid's. */
export function access(ctx: Context, tokenStore: AccountTokens): Pick<Upstream, "getSimulationsAccess" | "setCurrentGame"> {
  async function ownRecordsOf(token: string, uid: string) {
    const user = await tokenStore.authenticate(token);
    if (user.uid !== uid) throw new UpstreamError(403, messages.upstream.forbidden);
    return (await ctx.state()).db;
  }

  return {
    async getSimulationsAccess(token, uid) {
      const db = await ownRecordsOf(token, uid);
      const rows = await db.select().from(simulationAccess).where(eq(simulationAccess.professorUid, uid)).orderBy(asc(simulationAccess.id));
      return rows.map((row) => ({
        id: row.id,
        game_id: row.gameId,
        simulation_name: row.simulationName,
        expiry_date: row.expiryDate,
      }));
    },

    async setCurrentGame(token, uid, gameId) {
      const db = await ownRecordsOf(token, uid);
      const [game] = await db.select().from(simulations).where(eq(simulations.gameId, gameId));
      if (!game) throw new UpstreamError(404, messages.upstream.simulationNotFound);
      await db
        .update(users)
        .set({ currentGameId: gameId, updatedAt: new Date(ctx.now()) })
        .where(eq(users.uid, uid));
    },
  };
}
