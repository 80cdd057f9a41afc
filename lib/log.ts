import pino, { type DestinationStream } from "pino";
import pretty from "pino-pretty";
import { env } from "@/lib/env";
import { logSafe } from "@/lib/log-safe";
import { currentRequest } from "@/upstream-contract/request-context";

/**
 * The one logger of the server: a JSON line per event on stdout (time, level, msg, the request's id when
 * there is one, and the event's own fields), or coloured lines when a person runs the server in a
 * terminal. Fields that could carry a secret are blanked whatever the caller passes; e-mail addresses
 * are logged as emailHash() only (upstream-contract/email-address/hash.ts).
 */

const SECRET_FIELDS = ["password", "token", "cookie", "authorization", "secret", "email"];

/** Written as coloured lines for a person at a terminal, JSON lines otherwise. */
export const logIsPretty = env.NODE_ENV !== "test" && process.stdout.isTTY === true;

function defaultSink(): DestinationStream {
  // Jest reads the lines it wants through setLogSink; the rest would only bury its report.
  if (env.NODE_ENV === "test") return { write: () => undefined };
  if (logIsPretty) return pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  // Lines wait in a buffer of up to 4 kB, written at once when full, when a line other than a request's
  // comes (see `logger`) and at least every second: one write to stdout per line was most of what
  // logging cost a request. Written synchronously, so the order of lines stays the order of events.
  const stream = pino.destination({ fd: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  process.once("exit", () => {
    try {
      stream.flushSync();
    } catch {
      // stdout already closed: nothing is left to read the lines.
    }
  });
  return stream;
}

/** Everything buffered goes out now (the request lines before an event's line, in their order). */
function flush(sink: DestinationStream): void {
  const buffered = sink as DestinationStream & { flushSync?: () => void };
  buffered.flushSync?.();
}

interface Holder {
  logger: pino.Logger;
  requests: pino.Logger;
  sink: DestinationStream;
}

const KEY = Symbol.for("bizsim.logger");
const holder = globalThis as typeof globalThis & { [KEY]?: Holder };

/** Where lines go from now on; returns where they went before (a test reads them, then puts it back). */
export function setLogSink(next: DestinationStream): DestinationStream {
  const state = logger();
  const previous = state.sink;
  state.sink = next;
  return previous;
}

function logger(): Holder {
  const existing = holder[KEY];
  if (existing) return existing;
  const state = { sink: defaultSink() } as Holder;
  state.logger = createLogger({
    write(line: string) {
      state.sink.write(line);
      flush(state.sink);
    },
  });
  // Only the request lines wait in the buffer: a person reading the log sees every other line at once.
  state.requests = pino(lineFormat, { write: (line: string) => state.sink.write(line) });
  return (holder[KEY] = state);
}

const lineFormat = {
  level: env.LOG_LEVEL,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
} satisfies pino.LoggerOptions;

function createLogger(destination: DestinationStream): pino.Logger {
  return pino(
    {
      ...lineFormat,
      redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: "[redacted]" },
      mixin() {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
      hooks: {
        // A message is one line with its control characters written out, in JSON and pretty output alike.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? logSafe(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

// One per process, like the metrics registry: instrumentation.ts and the route handlers load this module separately.
export const log: pino.Logger = logger().logger;

/** What the line every answered request writes holds: closed sets and numbers, nothing a visitor typed. */
export interface RequestLine {
  requestId: string;
  route: string;
  method: string;
  status: number;
  durationMs: number;
}

/**
 * The line each answered request writes, in the same format and to the same place as `log`. Its fields are
 * an id checked on arrival, a route pattern, a method from a fixed list and two numbers, so it skips the
 * secret blanking and escaping every other line gets: they would double what logging costs a request.
 */
export function logRequest(line: RequestLine): void {
  logger().requests.info(line, "request");
}
