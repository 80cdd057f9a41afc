import { lt } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";

const { gameHostCalls: calls } = storeTables;

/**
 * Takes a signed call once: true the first time its signature is seen, false for a replay. Each is kept
 * until its timestamp leaves the window, after which the window alone refuses it.
 */
export async function takeGameHostCall(db: StoreDb, signature: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  await db.delete(calls).where(lt(calls.expiresAt, now));
  const taken = await db.insert(calls).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: calls.signature });
  return taken.length === 1;
}
