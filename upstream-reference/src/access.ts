import { asc, desc, eq, sql } from "drizzle-orm";
import { upstreamMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { AccessibleGameRecord, Upstream } from "@/upstream-contract/types";
import type { AccountTokens } from "./account-tokens";
import type { Context } from "./context";
import type { Db } from "./database";
import { simulationAccess, simulations, trialSessions, users } from "./schema";

/** A facilitator's access records and current game; a token reaches only its own uid's. */
export function access(ctx: Context, tokenStore: AccountTokens): Pick<Upstream, "getSimulationsAccess" | "setCurrentGame"> {
  async function ownRecordsOf(token: string, uid: string) {
    const user = await tokenStore.authenticate(token);
    if (user.uid !== uid) throw new UpstreamError(403, upstreamMessages.forbidden);
    return (await ctx.state()).db;
  }

  return {
    async getSimulationsAccess(token, uid) {
      const db = await ownRecordsOf(token, uid);
      const rows = await db.select().from(simulationAccess).where(eq(simulationAccess.professorUid, uid)).orderBy(asc(simulationAccess.id));
      const licences = rows.map((row) => ({
        id: row.id,
        game_id: row.gameId,
        simulation_name: row.simulationName,
        expiry_date: row.expiryDate,
      }));
      return [...licences, ...(await trialRecordsOf(db, uid, ctx.catalogue.trialLengthDays))];
    },

    async setCurrentGame(token, uid, gameId) {
      const db = await ownRecordsOf(token, uid);
      const [game] = await db.select().from(simulations).where(eq(simulations.gameId, gameId));
      if (!game) throw new UpstreamError(404, upstreamMessages.simulationNotFound);
      await db
        .update(users)
        .set({ currentGameId: gameId, updatedAt: new Date(ctx.now()) })
        .where(eq(users.uid, uid));
    },
  };
}

/**
 * A facilitator's free trials as access records: one per game, from the newest trial session asked with
 * the account's address, until the trial's last day. A student's trial opens no teaching material.
 */
async function trialRecordsOf(db: Db, uid: string, trialLengthDays: number): Promise<AccessibleGameRecord[]> {
  const [user] = await db.select({ email: users.email, type: users.type }).from(users).where(eq(users.uid, uid));
  if (!user || user.type !== "instructor") return [];
  const rows = await db
    .select({ id: trialSessions.id, gameId: trialSessions.gameId, createdAt: trialSessions.createdAt, name: simulations.name })
    .from(trialSessions)
    .innerJoin(simulations, eq(simulations.gameId, trialSessions.gameId))
    .where(eq(sql`lower(${trialSessions.email})`, user.email.toLowerCase()))
    .orderBy(desc(trialSessions.createdAt));
  const newestPerGame = rows.filter((row, index) => rows.findIndex((other) => other.gameId === row.gameId) === index);
  return newestPerGame.map((row) => ({
    id: `trial-${row.id}`,
    game_id: row.gameId,
    simulation_name: row.name,
    expiry_date: new Date(row.createdAt.getTime() + (trialLengthDays - 1) * 86_400_000).toISOString().slice(0, 10),
    access: "trial" as const,
  }));
}
