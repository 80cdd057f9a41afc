/**
 * Whether an error means the database cannot be reached right now (a restart, a refused or dropped
 * connection), as opposed to a query it refused. Such a failure is answered 503, never with its text.
 */

/** Socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/** PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutting down, cannot connect now), 53300 (too many connections). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** pg's own words when it had no socket error to pass on. */
const DRIVER_TEXTS = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error/i,
  /^PGlite is closed/i,
];

function own(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === "string" && DRIVER_TEXTS.some((text) => text.test(message));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  if (own(error)) return true;
  // drizzle wraps the driver's error as its cause; node's connect names each address tried in an AggregateError.
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
