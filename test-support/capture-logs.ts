import { setLogSink } from "@/lib/log";

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * The server's log lines during each test of the file, parsed, and as written (`raw`, for asserting that
 * nothing secret appears anywhere in a line). Cleared before each test.
 */
export function captureLogLines(): { lines: LogLine[]; raw: string[] } {
  const captured = { lines: [] as LogLine[], raw: [] as string[] };
  let previous: ReturnType<typeof setLogSink> | undefined;
  beforeEach(() => {
    captured.lines.length = 0;
    captured.raw.length = 0;
    previous = setLogSink({
      write(line: string) {
        captured.raw.push(line);
        captured.lines.push(JSON.parse(line) as LogLine);
      },
    });
  });
  afterEach(() => {
    if (previous) setLogSink(previous);
  });
  return captured;
}
