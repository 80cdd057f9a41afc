import { randomBytes } from "node:crypto";
import type { SqlClient } from "@/lib/store/client";
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

interface Row {
  nonce: string;
  issuer: string;
  client_id: string;
  login_query: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** A new state and nonce for one login; only the state's hash is kept (the nonce is not a secret). */
export async function createLoginState(
  db: SqlClient,
  login: Omit<LoginState, "nonce">,
  now = new Date(),
): Promise<{ state: string; nonce: string }> {
  const state = newSecretHandle();
  const nonce = randomBytes(24).toString("base64url");
  const expires = new Date(now.getTime() + LOGIN_STATE_TTL_SECONDS * 1000);
  await db.query("delete from site_lti_login_states where expires_at < $1", [sweepBefore(now)]);
  await db.query(
    "insert into site_lti_login_states (state_hash, nonce, issuer, client_id, login_query, expires_at) values ($1, $2, $3, $4, $5, $6)",
    [hashSecretHandle(state), nonce, login.issuer, login.clientId, login.loginQuery, expires.toISOString()],
  );
  return { state, nonce };
}

const toState = (row: Row): LoginState => ({ nonce: row.nonce, issuer: row.issuer, clientId: row.client_id, loginQuery: row.login_query });

/** What a state stands for, without using it. */
export async function peekLoginState(db: SqlClient, state: string): Promise<LoginState | null> {
  if (!isSecretHandle(state)) return null;
  const { rows } = await db.query<Row>("select * from site_lti_login_states where state_hash = $1", [hashSecretHandle(state)]);
  return rows[0] ? toState(rows[0]) : null;
}

/** Uses the state: of two launches with it only the first gets it. */
export async function claimLoginState(db: SqlClient, state: string, now = new Date()): Promise<StateClaim> {
  if (!isSecretHandle(state)) return { ok: false, problem: "unknown" };
  const { rows } = await db.query<Row>(
    `update site_lti_login_states set used_at = $2
      where state_hash = $1 and used_at is null and expires_at > $2 returning *`,
    [hashSecretHandle(state), now.toISOString()],
  );
  if (rows[0]) return { ok: true, ...toState(rows[0]) };
  const { rows: seen } = await db.query<Row>("select * from site_lti_login_states where state_hash = $1", [hashSecretHandle(state)]);
  if (!seen[0]) return { ok: false, problem: "unknown" };
  return { ok: false, problem: seen[0].used_at ? "used" : "expired" };
}
