import type { SqlClient } from "@/lib/accounts/sql";

export interface TrialRequest {
  gameId: string;
  /** ISO time of the request. */
  requestedAt: string;
}

/** Keeps a trial request of a signed-in person, for their dashboard. */
export async function recordTrialRequest(db: SqlClient, accountUid: string, gameId: string, now = new Date()): Promise<void> {
  await db.query("insert into site_trial_requests (account_uid, game_id, requested_at) values ($1, $2, $3)", [
    accountUid,
    gameId,
    now.toISOString(),
  ]);
}

/** The person's latest request per game, newest first. */
export async function trialRequestsOf(db: SqlClient, accountUid: string): Promise<TrialRequest[]> {
  const { rows } = await db.query<{ game_id: string; requested_at: Date | string }>(
    `select game_id, max(requested_at) as requested_at from site_trial_requests
     where account_uid = $1 group by game_id order by max(requested_at) desc limit 20`,
    [accountUid],
  );
  return rows.map((row) => ({ gameId: row.game_id, requestedAt: new Date(row.requested_at).toISOString() }));
}
