import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import type { Db } from "./database";
import { contactMessages, simulationAccess, users } from "./schema";

/**
 * What tests need from the reference upstream's database beyond SPEC's calls: read the contact messages
 * stored for an address, and give a facilitator an access record. Served over HTTP by ./http/admin-routes.ts.
 */

export async function contactMessagesFor(db: Db, email: string) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      kind: contactMessages.kind,
      course: contactMessages.course,
      classSize: contactMessages.classSize,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${normaliseEmail(email)})`)
    .orderBy(contactMessages.id);
}

export interface AccessGrant {
  email: string;
  gameId: string;
  simulationName: string;
  expiryDate: string | null;
}

/** The new record's id, or null when no facilitator has that e-mail. */
export async function grantAccess(db: Db, grant: AccessGrant): Promise<string | null> {
  const [user] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.emailKey, normaliseEmail(grant.email)), eq(users.type, "instructor")));
  if (!user) return null;
  const id = `granted-${randomUUID()}`;
  await db.insert(simulationAccess).values({
    id,
    professorUid: user.uid,
    gameId: grant.gameId,
    simulationName: grant.simulationName,
    expiryDate: grant.expiryDate,
  });
  return id;
}
