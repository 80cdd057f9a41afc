import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { catalogueGame, type UpstreamCatalogue } from "@/upstream-contract/embedding";
import { codePrefix } from "@/upstream-contract/code-rules";
import { upstreamMessages, upstreamRequestMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { Upstream } from "@/upstream-contract/types";
import type { Context } from "./context";
import { once } from "./idempotency";
import { requireEmail } from "./input";
import { simulations, trialSessions } from "./schema";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Join prefixes: codes start with the game's own prefix so the join box routes them (FB- for Fruit Beer). */
export function trialCode(catalogue: UpstreamCatalogue, gameId: string): string {
  const prefix = codePrefix(catalogueGame(catalogue, gameId)?.joinPrefix ?? null);
  const head = prefix.endsWith("-") ? prefix : `${prefix}-`;
  let tail = "";
  for (let i = 0; i < 6; i++) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return head + tail;
}

/** Simulations and trial sessions: the list of games, and a trial code for one of them. */
export function trials(ctx: Context): Pick<Upstream, "listSimulations" | "createTrialSession"> {
  return {
    async listSimulations() {
      const { db } = await ctx.state();
      const rows = await db.select().from(simulations).orderBy(asc(simulations.name));
      return rows.map((row) => ({ gameId: row.gameId, name: row.name }));
    },

    async createTrialSession(input, write) {
      const { db } = await ctx.state();
      const email = requireEmail(input.email);
      const [game] = await db.select().from(simulations).where(eq(simulations.gameId, input.current_trial_game_id));
      if (!game) throw new UpstreamError(404, upstreamMessages.simulationNotFound);
      const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
      const written = await once(db, { write, operation: "trial-session", input, now: ctx.now() }, async (tx) => {
        for (let attempt = 0; attempt < 10; attempt++) {
          const [row] = await tx
            .insert(trialSessions)
            .values({ code: trialCode(ctx.catalogue, game.gameId), gameId: game.gameId, name, email })
            .onConflictDoNothing()
            .returning();
          if (row) return { session: { code: row.code }, trial_user: { name: row.name, email: row.email } };
        }
        throw new UpstreamError(503, upstreamRequestMessages.generic);
      });
      const value = written.value;
      // A replayed answer was mailed the first time.
      if (!written.replayed) {
        await ctx
          // To the address as given (the account's own, as its owner typed it); the row keeps the key.
          .sendTrialAccess?.({
            to: input.email.trim(),
            name: value.trial_user.name,
            gameName: game.name,
            gameId: game.gameId,
            code: value.session.code,
          })
          .catch((error: unknown) => ctx.log.error({ err: error }, "[reference upstream] the trial's access details were not sent"));
      }
      return written;
    },
  };
}
