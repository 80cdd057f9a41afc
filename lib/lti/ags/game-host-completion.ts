import "server-only";
import type { NextRequest } from "next/server";
import { tooManyRequests } from "@/lib/api/handler";
import { readLimited } from "@/lib/api/read-limited";
import { errorResponse, json } from "@/lib/api/responses";
import { env } from "@/lib/env";
import { sharedLimiter } from "@/lib/limits";
import { clientAddress } from "@/lib/limits/client-address";
import { tryConsume } from "@/lib/limits/limiter";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import { messages } from "@/lib/messages";
import { completionMessages } from "@/lib/messages/lti-grades";
import { storeDb } from "@/lib/store";
import { takeGameHostCall } from "../store/game-host-calls";
import { completionBodySchema } from "./completion-body";
import { checkGameHostSignature, gameHostSecretsOf, GAME_HOST_WINDOW_SECONDS } from "./game-host-signature";
import { scoreParticipation } from "./score-participation";

/** A completion report is a few dozen bytes; nothing larger is read. */
export const COMPLETION_LIMIT_BYTES = 4 * 1024;
/** A game host reports each learner once: a class of hundreds a minute from one address is plenty. */
const CALLS_PER_MINUTE = 600;

const PROBLEM_WORDS = {
  unsigned: completionMessages.unsigned,
  old: completionMessages.old,
  "bad-signature": completionMessages.badSignature,
};

/**
 * POST /api/lti/completions: a game host says that the learner of a graded launch completed its game.
 * The address's budget first, then the size, then the signature (a known host, a fresh timestamp, these
 * bytes), each call taken once, and only then the body.
 */
export async function answerCompletion(req: NextRequest): Promise<Response> {
  const address = clientAddress(req.headers);
  const turn = await tryConsume(await sharedLimiter("game-host-completions", { points: CALLS_PER_MINUTE, duration: 60 }), address);
  if (!turn.allowed) return tooManyRequests(turn.retryAfterSeconds);
  const bytes = await readLimited(req, COMPLETION_LIMIT_BYTES);
  if (!bytes) return errorResponse(413, messages.api.tooLarge);
  const body = new TextDecoder().decode(bytes);
  const signed = checkGameHostSignature(req.headers, body, gameHostSecretsOf(env.GAME_HOST_SECRETS));
  if (!signed.ok) {
    log.warn(logLine`[lti] a completion call was refused (${signed.problem})`);
    return errorResponse(401, PROBLEM_WORDS[signed.problem]);
  }
  const db = await storeDb();
  const expiresAt = new Date((signed.timestamp + GAME_HOST_WINDOW_SECONDS) * 1000);
  if (!(await takeGameHostCall(db, signed.signature, expiresAt))) return errorResponse(409, completionMessages.replayed);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return errorResponse(400, messages.api.invalidJson);
  }
  const parsed = completionBodySchema.safeParse(value);
  if (!parsed.success) return errorResponse(400, messages.api.invalidInput);
  const queued = await scoreParticipation(db, parsed.data.participation, parsed.data.code ?? null);
  log.info(logLine`[lti] completion from game host ${signed.host}: ${queued ? "score queued" : "nothing new"}`);
  return json({ queued }, { status: 202 });
}
