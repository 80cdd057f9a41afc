import { inspect } from "node:util";

// C0 and C1 controls (CR, LF, ESC and the 8-bit CSI that start ANSI sequences among them), DEL, and
// the Unicode line and paragraph separators some log viewers break lines on.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

const escapeChar = (c: string) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * A value as it may appear in a log line: one line, with every control character
 * written out, so visitor input can neither start a forged line nor colour or erase the terminal.
 */
export function logSafe(value: unknown): string {
  const text =
    typeof value === "string"
      ? value
      : value instanceof Error
        ? (value.stack ?? `${value.name}: ${value.message}`)
        : inspect(value, { depth: 4, breakLength: Infinity, colors: false });
  return text.replace(UNSAFE, escapeChar);
}

/** A template tag: every interpolated value goes through logSafe, the literal text stays as written. */
export function logLine(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((line, part, i) => line + part + (i < values.length ? logSafe(values[i]) : ""), "");
}
