import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { hashSecretHandle, isSecretHandle, newSecretHandle, sweepBefore } from "@/lib/store/secret-handles";

/** How long a platform may take between our redirect and its form_post back. */
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

export interface LoginState {
  nonce: string;
  issuer: string;
  clientId: string;
  /** The platform's login request, to start it again from a new window when cookies are blocked in a frame. */
  loginQuery: string;
}

export type StateClaim = ({ ok: true } & LoginState) | { ok: false; problem: "unknown" | "used" | "expired" };

const { ltiLoginStates: states } = storeTables;
type Row = typeof states.$inferSelect;

/** A new state and nonce for one login; only the state's hash is kept (the nonce is not a secret). */
export async function createLoginState(
  db: StoreDb,
  login: Omit<LoginState, "nonce">,
  now = new Date(),
): Promise<{ state: string; nonce: string }> {
  const state = newSecretHandle();
  const nonce = randomBytes(24).toString("base64url");
  const expires = new Date(now.getTime() + LOGIN_STATE_TTL_SECONDS * 1000);
  await db.delete(states).where(lt(states.expiresAt, sweepBefore(now)));
  await db.insert(states).values({ stateHash: hashSecretHandle(state), nonce, ...login, expiresAt: expires });
  return { state, nonce };
}

const toState = (row: Row): LoginState => ({ nonce: row.nonce, issuer: row.issuer, clientId: row.clientId, loginQuery: row.loginQuery });
const byHash = (state: string) => eq(states.stateHash, hashSecretHandle(state));

/** Uses the state: of two launches with it only the first gets it. */
export async function claimLoginState(db: StoreDb, state: string, now = new Date()): Promise<StateClaim> {
  if (!isSecretHandle(state)) return { ok: false, problem: "unknown" };
  const [claimed] = await db
    .update(states)
    .set({ usedAt: now })
    .where(and(byHash(state), isNull(states.usedAt), gt(states.expiresAt, now)))
    .returning();
  if (claimed) return { ok: true, ...toState(claimed) };
  const [seen] = await db.select().from(states).where(byHash(state));
  if (!seen) return { ok: false, problem: "unknown" };
  return { ok: false, problem: seen.usedAt ? "used" : "expired" };
}
