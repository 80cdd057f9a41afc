import { eq } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import type { Invite as FullInvite } from "../registration/invite";

type Invite = Pick<FullInvite, "id" | "expiresAt">;

const { ltiSpentInvites: spent } = storeTables;

/** Takes the invite for one registration; false when it is spent or another registration holds it. */
export async function claimInvite(db: StoreDb, invite: Invite, now = new Date()): Promise<boolean> {
  const taken = await db
    .insert(spent)
    .values({ inviteId: invite.id, spentAt: now, expiresAt: invite.expiresAt })
    .onConflictDoNothing()
    .returning({ id: spent.inviteId });
  return taken.length === 1;
}

/** Gives the invite back after a registration that failed: it may be tried again. */
export async function releaseInvite(db: StoreDb, invite: Invite): Promise<void> {
  await db.delete(spent).where(eq(spent.inviteId, invite.id));
}

export async function isInviteSpent(db: StoreDb, invite: Invite): Promise<boolean> {
  const [row] = await db.select({ id: spent.inviteId }).from(spent).where(eq(spent.inviteId, invite.id));
  return row !== undefined;
}
