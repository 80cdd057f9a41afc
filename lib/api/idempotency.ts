import "server-only";
import { log } from "@/lib/log";
import { storeDb } from "@/lib/store";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { fingerprintOf, readIdempotencyKey, scopedKeyId } from "./idempotency-key";
import { claimKey, keepAnswer, releaseKey, sweepKeys } from "./idempotency-store";
import { errorResponse } from "./responses";

/** Answers larger than this are not kept (none of ours comes near). */
const MAX_ANSWER_CHARS = 64 * 1024;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Past the upstream's timeout the first request's upstream call has ended: the upstream settles the key (docs/decisions/idempotency-keys.md). */
const TAKEOVER_MARGIN_MS = 2_000;
export const takeoverAfterMs = () => env.UPSTREAM_TIMEOUT_MS + TAKEOVER_MARGIN_MS;
let lastSweep = 0;

export interface IdempotencyScope {
  method: string;
  path: string;
  /** The signed-in account of a route that requires one. */
  account: string | null;
}

/**
 * A write sent with an Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header) runs once:
 * a retry with the same key and body gets the first answer again (`Idempotent-Replayed: true`), the
 * same key with another body 422, and while the first request still runs 409. A 5xx or a 429 is not
 * kept, so a retry after one runs again. Without the header the write simply runs. `run` gets the
 * key's hashed, namespaced id to pass to the upstream, which stores the write once under it: so a
 * claim older than the upstream's timeout (its instance died) is taken over at once.
 */
export async function idempotent(
  req: Request,
  scope: IdempotencyScope,
  body: unknown,
  run: (upstreamKey: string | undefined) => Promise<Response>,
): Promise<Response> {
  const key = readIdempotencyKey(req.headers);
  if (key.kind === "none") return run(undefined);
  if (key.kind === "invalid") return errorResponse(400, messages.api.idempotencyKeyInvalid);
  const db = await storeDb();
  sweepNowAndThen(db);
  const claim = { id: scopedKeyId(key.key, scope), fingerprint: fingerprintOf(body) };
  const held = await claimKey(db, claim, new Date(), takeoverAfterMs());
  if (held.state === "other-body") return errorResponse(422, messages.api.idempotencyKeyReused);
  // Retry-After: a second past the moment the claim can be taken over, should its request have died or
  // its release been lost with the store (seen: a retry sent on the dot met the claim once more).
  if (held.state === "running") {
    const retryAfter = String(Math.ceil((held.takeoverInMs + 1_000) / 1000));
    return errorResponse(409, messages.api.idempotencyInProgress, {}, { "retry-after": retryAfter });
  }
  if (held.state === "done") return replay(held.status, held.answer);
  let response: Response;
  try {
    response = await run(claim.id);
  } catch (error) {
    await releaseKey(db, claim.id, held.startedAt).catch(() => undefined);
    throw error;
  }
  return settle(db, claim.id, held.startedAt, response);
}

function replay(status: number, answer: string): Response {
  return new Response(answer, {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", "idempotent-replayed": "true" },
  });
}

type Db = Awaited<ReturnType<typeof storeDb>>;

/** Keeps the answer for the retries to come, or frees the key when the answer is one to retry. */
async function settle(db: Db, id: string, startedAt: string, response: Response): Promise<Response> {
  try {
    const answer = response.status >= 500 || response.status === 429 ? null : await response.clone().text();
    if (answer === null || answer.length > MAX_ANSWER_CHARS) await releaseKey(db, id, startedAt);
    else await keepAnswer(db, id, startedAt, response.status, answer);
  } catch (error) {
    // The write happened; its answer goes out even if the store could not keep it.
    log.error({ code: (error as { code?: unknown }).code ?? (error as Error).name }, "[idempotency] the answer could not be kept");
  }
  return response;
}

/** Expired keys go as new ones come, at most every ten minutes per instance. */
function sweepNowAndThen(db: Db, now = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweepKeys(db).catch((error: unknown) => log.error({ code: (error as Error).name }, "[idempotency] sweeping expired keys failed"));
}
