import { randomBytes } from "node:crypto";
import type { SqlClient } from "@/lib/accounts/sql";
import { hashToken } from "@/lib/accounts/one-time-tokens";

/** How long a platform may take between our redirect and its form_post back. */
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

export const isStateShaped = (state: string) => STATE_PATTERN.test(state);

/** A new state and nonce for one login; only the state's hash is kept (the nonce is not a secret). */
export async function createLoginState(
  db: SqlClient,
  login: Omit<LoginState, "nonce">,
  now = new Date(),
): Promise<{ state: string; nonce: string }> {
  const state = randomBytes(32).toString("base64url");
  const nonce = randomBytes(24).toString("base64url");
  const expires = new Date(now.getTime() + LOGIN_STATE_TTL_SECONDS * 1000);
  // Old rows go as new ones come: a day past expiry nobody can replay them anyway.
  await db.query("delete from site_lti_login_states where expires_at < $1", [new Date(now.getTime() - 86_400_000).toISOString()]);
  await db.query(
    "insert into site_lti_login_states (state_hash, nonce, issuer, client_id, login_query, expires_at) values ($1, $2, $3, $4, $5, $6)",
    [hashToken(state), nonce, login.issuer, login.clientId, login.loginQuery, expires.toISOString()],
  );
  return { state, nonce };
}

const toState = (row: Row): LoginState => ({ nonce: row.nonce, issuer: row.issuer, clientId: row.client_id, loginQuery: row.login_query });

/** What a state stands for, without using it. */
export async function peekLoginState(db: SqlClient, state: string): Promise<LoginState | null> {
  if (!isStateShaped(state)) return null;
  const { rows } = await db.query<Row>("select * from site_lti_login_states where state_hash = $1", [hashToken(state)]);
  return rows[0] ? toState(rows[0]) : null;
}

/** Uses the state: of two launches with it only the first gets it. */
export async function claimLoginState(db: SqlClient, state: string, now = new Date()): Promise<StateClaim> {
  if (!isStateShaped(state)) return { ok: false, problem: "unknown" };
  const { rows } = await db.query<Row>(
    `update site_lti_login_states set used_at = $2
      where state_hash = $1 and used_at is null and expires_at > $2 returning *`,
    [hashToken(state), now.toISOString()],
  );
  if (rows[0]) return { ok: true, ...toState(rows[0]) };
  const { rows: seen } = await db.query<Row>("select * from site_lti_login_states where state_hash = $1", [hashToken(state)]);
  if (!seen[0]) return { ok: false, problem: "unknown" };
  return { ok: false, problem: seen[0].used_at ? "used" : "expired" };
}
