import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line, metric and upstream call of one HTTP request can know about it. */
export interface RequestContext {
  /** nginx's X-Request-Id, or one made here: in the answer's header, every error body and every log line. */
  readonly requestId: string;
  /** The TCP peer is this machine and no proxy forwarded the request (what /api/metrics opens to without a token). */
  readonly direct: boolean;
}

// One store per process: instrumentation.ts and the route handlers are compiled separately, and a store
// of each bundle's own would leave the handlers blind to what the server hook set.
const KEY = Symbol.for("bizsim.requestContext");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
export const requestContextStorage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export const currentRequest = (): RequestContext | undefined => requestContextStorage.getStore();

/** The current request's id, or a fresh one outside any request (a script, a test). */
export const currentRequestId = (): string => currentRequest()?.requestId ?? crypto.randomUUID();
