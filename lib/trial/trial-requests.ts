import type { SqlClient } from "@/lib/store/client";

/** A trial of a signed-in person: a class session of one game, on their dashboard and its game page. */
export interface TrialSession {
  gameId: string;
  /** The session code the upstream answered; null for a request kept before codes were (0009). */
  code: string | null;
  /** ISO time of the request. */
  requestedAt: string;
}

/** Keeps a trial of a signed-in person and its session code, for their dashboard and the game's page. */
export async function recordTrialSession(
  db: SqlClient,
  accountUid: string,
  session: { gameId: string; code: string | null },
  now = new Date(),
): Promise<void> {
  await db.query("insert into site_trial_requests (account_uid, game_id, code, requested_at) values ($1, $2, $3, $4)", [
    accountUid,
    session.gameId,
    session.code,
    now.toISOString(),
  ]);
}

/** The person's latest trial per game, newest first (one game: `gameId`). */
export async function trialSessionsOf(db: SqlClient, accountUid: string, gameId?: string): Promise<TrialSession[]> {
  const { rows } = await db.query<{ game_id: string; code: string | null; requested_at: Date | string }>(
    `select * from (
       select distinct on (game_id) game_id, code, requested_at from site_trial_requests
       where account_uid = $1 and ($2::varchar is null or game_id = $2)
       order by game_id, requested_at desc, id desc
     ) latest order by requested_at desc limit 20`,
    [accountUid, gameId ?? null],
  );
  return rows.map((row) => ({ gameId: row.game_id, code: row.code, requestedAt: new Date(row.requested_at).toISOString() }));
}
