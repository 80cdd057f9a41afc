import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import { storeDb, type StoreDb } from "@/lib/store";
import { findGradeLink } from "../store/grade-links";
import { participationOf } from "../store/participations";
import { queueScore } from "../store/scores";
import { participationHandleOf } from "./participation-cookie";
import { sendScoresSoon } from "./score-outbox";

/**
 * A learner of a graded launch took part (arrived in the lobby of the link's session, or their game host
 * said they completed it): their score is queued, once per learner and link. True when queued now.
 */
export async function scoreParticipation(db: StoreDb, handle: string, code: string | null, now = new Date()): Promise<boolean> {
  const participation = await participationOf(db, handle, now);
  if (!participation) return false;
  if (participation.code && code && participation.code !== code.toUpperCase()) return false;
  const link = await findGradeLink(db, participation.linkId);
  if (!link?.passback) return false;
  const queued = await queueScore(db, link.id, participation.userId, now);
  if (queued) sendScoresSoon(storeDb);
  return queued;
}

/** An arrival waits at most this long for its score to be queued: the join never waits on grades. */
const ARRIVAL_WAIT_MS = 500;

/** The reference game host's lobby arrival, as the learner's participation: never fails or holds up the join. */
export async function scoreLobbyArrival(cookieHeader: string | null, code: string): Promise<void> {
  const handle = participationHandleOf(cookieHeader);
  if (!handle) return;
  const queuing = (async () => scoreParticipation(await storeDb(), handle, code))().catch((error: unknown) => {
    log.warn(logLine`[lti] a lobby arrival's score was not queued: ${error instanceof Error ? error.message : String(error)}`);
  });
  await Promise.race([queuing, new Promise((resolve) => setTimeout(resolve, ARRIVAL_WAIT_MS).unref())]);
}
