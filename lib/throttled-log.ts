/**
 * A logger for events that come in bursts (every idle connection breaking at once, a flood of calls
 * refused): the first line is written, the next ones within `quietMs` are only counted, and the count
 * rides on the next line written.
 */
export function throttledLog(log: (line: string) => void, quietMs: number, now: () => number = Date.now): (line: string) => void {
  let quietUntil = 0;
  let skipped = 0;
  return (line) => {
    const time = now();
    if (time < quietUntil) {
      skipped += 1;
      return;
    }
    log(skipped ? `${line} (and ${skipped} more since the last line)` : line);
    quietUntil = time + quietMs;
    skipped = 0;
  };
}
