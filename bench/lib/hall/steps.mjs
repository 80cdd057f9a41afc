// What the lecture-hall bench records: every exchange under the name of its step, and per step the
// latency percentiles, the errors and the refusals (429) it saw.
import { percentile } from "../utils.mjs";

export function stepLog() {
  const steps = new Map();
  return {
    /** Records an answer under `step`; `expected` statuses are not errors (a redirect, a 201). */
    record(step, answer, expected = [200]) {
      if (!steps.has(step)) steps.set(step, []);
      const ok = !answer.error && expected.includes(answer.status);
      steps.get(step).push({ ms: answer.ms, status: answer.status ?? null, error: answer.error ?? null, ok, at: answer.doneAt });
      return ok;
    },
    all: () => steps,
    summary() {
      return Object.fromEntries(
        [...steps].map(([step, rows]) => {
          const ms = rows.map((row) => row.ms);
          const refused = rows.filter((row) => row.status === 429).length;
          const failed = rows.filter((row) => !row.ok && row.status !== 429);
          return [
            step,
            {
              count: rows.length,
              p50: round(percentile(ms, 50)),
              p95: round(percentile(ms, 95)),
              p99: round(percentile(ms, 99)),
              max: round(Math.max(0, ...ms)),
              errors: failed.length,
              refused,
              ...(failed.length ? { errorKinds: kinds(failed) } : {}),
            },
          ];
        }),
      );
    },
  };
}

const round = (ms) => Math.round(ms);

function kinds(rows) {
  const counts = {};
  for (const row of rows) {
    const kind = row.error ?? String(row.status);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}
