import "server-only";
import { rateLimitEvent } from "@/lib/observability/events";
import { log } from "@/lib/log";
import { currentRequestId } from "@/upstream-contract/request-context";
import { logLine } from "@/lib/log-safe";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { endSessionQuietly } from "@/lib/auth/session-state";
import { requestUser, type SessionUserWithToken } from "@/lib/auth/signed-in";
import { storeDb } from "@/lib/store";
import { fillMessage, messages } from "@/lib/messages";
import { isDatabaseUnavailable } from "@/upstream-contract/database-unavailable";
import { scheduleSweep } from "@/lib/sweep/sweep";
import { throttledLog } from "@/lib/throttled-log";
import { UpstreamError } from "@/upstream-contract/errors";
import type { WriteOptions } from "@/upstream-contract/types";
import { parseJsonBody } from "./body";
import { readIdempotencyKey, scopedKeyId } from "./idempotency-key";
import { otherHostAnswer } from "./host-check";
import { isAllowedOrigin } from "./origin";
import { clientAddress } from "@/lib/limits/client-address";
import { consumeGlobalLimit, consumeRateLimit, giveBackGlobalLimit, type RateLimitBucket } from "@/lib/limits";
import { errorResponse, json, methodNotAllowedResponse, REPLAYED_HEADER, serviceUnavailableResponse } from "./responses";

type Auth = "user" | "facilitator" | undefined;

interface Context<S, A extends Auth> {
  req: NextRequest;
  body: S extends z.ZodType ? z.output<S> : undefined;
  user: A extends undefined ? null : SessionUserWithToken;
  /**
   * What to pass to the upstream write: an idempotent route's key (the request's Idempotency-Key,
   * hashed with method, route and account), when it sent one. The write's answer says whether it was
   * replayed; the route answers with writtenAnswer() so that the answer says it too.
   */
  write: WriteOptions;
  /**
   * Says that this request did none of the work the flow's site-wide ceiling bounds (nothing stored,
   * nothing mailed), though its answer looks like any other: the ceiling's point is given back.
   */
  costsNothing(): void;
}

export interface HandlerOptions<S extends z.ZodType | undefined, A extends Auth> {
  /** Spend a point of this bucket per call, keyed by the signed-in account or else the client address, and, once the checks passed, of its site-wide hourly ceiling (429 with Retry-After when spent), given back when the route refused or did nothing. */
  rateLimit?: RateLimitBucket;
  /** "user": any signed-in person (401 otherwise); "facilitator": 403 for everyone else. */
  auth?: A;
  /** The shared form schema the JSON body must satisfy (413 / 400 otherwise). */
  body?: S;
  /** Reads the Idempotency-Key (400 when malformed) for the upstream, which stores the write once and answers a retry the first answer. */
  idempotent?: boolean;
  /** Delegates to the upstream; a plain value answers 200 with it as JSON. */
  run(ctx: Context<S, A>): Promise<Response | object>;
}

export type RouteHandler = (req: NextRequest) => Promise<Response>;

/**
 * One route handler: origin check (state-changing methods) → session → rate limit (per account when
 * signed in, else per address) → body → site-wide ceiling → run → the ceiling's point given back unless
 * the run did work, with every failure mapped to a JSON answer and nothing internal leaking.
 */
export function handler<S extends z.ZodType | undefined = undefined, A extends Auth = undefined>(
  options: HandlerOptions<S, A>,
): RouteHandler {
  return async (req) => {
    let user: SessionUserWithToken | null = null;
    try {
      const otherHost = otherHostAnswer(req.headers);
      if (otherHost) return otherHost;
      if (!isAllowedOrigin(req)) return errorResponse(403, messages.api.crossSite);

      // Who pays for the request: a signed-in account pays from its own budget, so strangers sharing its
      // address cannot spend it; anyone else from the address's budget.
      if (options.auth) {
        user = await requestUser(req);
        if (!user) return errorResponse(401, messages.api.unauthorized);
        if (options.auth === "facilitator" && user.role !== "facilitator") return errorResponse(403, messages.api.forbidden);
      }
      if (options.rateLimit) {
        const payer = user ? `account:${user.uid}` : clientAddress(req.headers);
        const limit = await consumeRateLimit(options.rateLimit, payer);
        if (!limit.allowed) return refused(options.rateLimit, clientAddress(req.headers), limit.retryAfterSeconds);
      }

      let body: unknown = undefined;
      if (options.body) {
        const parsed = await parseJsonBody(req, options.body);
        if (!parsed.ok) return parsed.response;
        body = parsed.value;
      }

      // The site-wide ceiling counts only requests that passed the checks above: refused ones cost the
      // site nothing, so a flood of them must not close the form to everyone else.
      if (options.rateLimit) {
        const global = await consumeGlobalLimit(options.rateLimit);
        if (!global.allowed) return refused(`${options.rateLimit}-site-wide`, clientAddress(req.headers), global.retryAfterSeconds);
        // The flows that make rows also clear the spent ones, at most hourly (lib/sweep/sweep.ts).
        scheduleSweep(storeDb);
      }

      let costsNothing = false;
      const key = options.idempotent ? readIdempotencyKey(req.headers) : { kind: "none" as const };
      const response = await (async () => {
        if (key.kind === "invalid") return errorResponse(400, messages.api.idempotencyKeyInvalid);
        // Anonymous callers' keys are their address's: one caller's key tells nothing about another's.
        const scope = { method: req.method, path: req.nextUrl.pathname, account: user?.uid ?? null, client: clientAddress(req.headers) };
        const write: WriteOptions = key.kind === "key" ? { idempotencyKey: scopedKeyId(key.key, scope) } : {};
        const ctx = { req, body, user, write, costsNothing: () => void (costsNothing = true) } as Context<S, A>;
        const answer = await answerOf(options.run, ctx);
        // A replayed write did its work the first time.
        if (answer.headers.get(REPLAYED_HEADER) === "true") costsNothing = true;
        return answer;
      })();
      // The ceiling counts work done: a refusal (unverified address, unknown account, budget spent,
      // upstream failure …) or a request that did nothing gives its point back.
      if (options.rateLimit && (costsNothing || !response.ok)) await giveBackGlobalLimit(options.rateLimit);
      return response;
    } catch (error) {
      return errorAnswer(error, req, user);
    }
  };
}

async function answerOf<C extends { req: NextRequest; user: SessionUserWithToken | null }>(
  run: (ctx: C) => Promise<Response | object>,
  ctx: C,
): Promise<Response> {
  try {
    const result = await run(ctx);
    return result instanceof Response ? result : json(result);
  } catch (error) {
    return errorAnswer(error, ctx.req, ctx.user);
  }
}

/** Every failure as a JSON answer, nothing internal in it. */
async function errorAnswer(error: unknown, req: NextRequest, user: SessionUserWithToken | null): Promise<Response> {
  // The upstream no longer accepts this session's token: the session ends here too.
  if (error instanceof UpstreamError && error.status === 401 && user) await endSessionQuietly(user.session, "upstream 401");
  if (error instanceof UpstreamError) {
    const message = error.message || messages.api.generic;
    // A 5xx's detail is in the server log under this id (lib/upstream/http/request.ts), never in the answer.
    if (error.status < 500) return errorResponse(error.status, message);
    return errorResponse(error.status, message, { requestId: error.requestId }, { "x-request-id": error.requestId });
  }
  if (isDatabaseUnavailable(error)) {
    storeOutageLog(`[api] ${req.method} ${req.nextUrl.pathname}: the site store is out of reach (${errorCode(error)}); answered 503`);
    return serviceUnavailableResponse();
  }
  const requestId = currentRequestId();
  log.error({ err: error }, logLine`[api] ${req.method} ${req.nextUrl.pathname}: failed`);
  return errorResponse(500, messages.api.generic, { requestId }, { "x-request-id": requestId });
}

// Every request of an outage fails alike: one line per 10 s, with a count of the others.
const storeOutageLog = throttledLog((line) => log.error(line), 10_000);
const errorCode = (error: unknown) => String((error as { code?: unknown }).code ?? (error as Error).name).slice(0, 40);

function refused(limit: string, address: string, retryAfterSeconds: number): Response {
  rateLimitEvent(limit, address);
  return tooManyRequests(retryAfterSeconds);
}

/** 429 with Retry-After, saying in words how long to wait. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return errorResponse(
    429,
    fillMessage(messages.api.tooManyAttempts, { seconds: retryAfterSeconds }),
    {},
    { "retry-after": String(retryAfterSeconds) },
  );
}

/** 405 with an Allow header, for the methods a route does not serve. */
export function notAllowed(allowed: readonly string[]): RouteHandler {
  return async () => methodNotAllowedResponse(allowed);
}
