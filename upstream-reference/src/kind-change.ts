import { eq, sql } from "drizzle-orm";
import { UpstreamError } from "@/upstream-contract/errors";
import { upstreamMessages } from "@/upstream-contract/messages";
import type { UpstreamDisplayType, UserType } from "@/upstream-contract/types";
import type { UserRow } from "./account-tokens";
import type { Db } from "./database";
import { simulationAccess, trialSessions } from "./schema";

/** The account type a profile update asks for; undefined when it asks for none or for the one held. */
export function askedType(user: UserRow, displayType: UpstreamDisplayType | undefined): UserType | undefined {
  if (displayType === undefined || user.type === "bot") return undefined;
  const type: UserType = displayType === "Facilitator" ? "instructor" : "student";
  return type === user.type ? undefined : type;
}

/**
 * A person may change their kind until something depends on it: a trial session sent to their address,
 * or a game's access granted to the account. Then the change is refused in words.
 */
export async function assertKindFree(db: Db, user: UserRow): Promise<void> {
  const [trial] = await db
    .select({ id: trialSessions.id })
    .from(trialSessions)
    .where(eq(sql`lower(${trialSessions.email})`, user.email.toLowerCase()))
    .limit(1);
  const [access] = await db
    .select({ id: simulationAccess.id })
    .from(simulationAccess)
    .where(eq(simulationAccess.professorUid, user.uid))
    .limit(1);
  if (trial || access) throw new UpstreamError(409, upstreamMessages.kindFixed);
}
