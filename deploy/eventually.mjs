// Waiting, bounded, for something the recipe writes a moment after the answer (a log line, a settled score).
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";

/** Polls `find` every `everyMs` until it answers something; fails naming `what` after `limitMs`. */
export async function eventually(what, find, limitMs = 5_000, everyMs = 100) {
  const start = Date.now();
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() - start > limitMs) assert.fail(`${what}: not within ${limitMs / 1000} s`);
    await sleep(everyMs);
  }
}
