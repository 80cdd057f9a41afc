import { logLine, logSafe } from "./log-safe";

describe("values in log lines", () => {
  it("CR, LF and other C0 and C1 controls are written out: no forged line", () => {
    const forged = "https://x.example\n[lti] instructor launch from https://lms.example.edu\r\n[next-auth][error] forged";
    const line = logLine`[lti] refused (unknown-issuer): login from unregistered issuer ${forged}`;
    expect(line.split(/[\n\r\u2028\u2029]/)).toHaveLength(1);
    expect(line).toContain("https://x.example\\n[lti] instructor launch");
  });

  it("ANSI escapes (ESC and the 8-bit CSI), DEL and the Unicode separators are written out", () => {
    expect(logSafe("\u001b[2K\u001b[1Aok\u009b31m\u007f\u2028")).toBe("\\u001b[2K\\u001b[1Aok\\u009b31m\\u007f\\u2028");
  });

  it("objects and errors become one line; letters of any script stay", () => {
    expect(logSafe({ message: "a\nb" })).not.toMatch(/\n/);
    expect(logSafe(new Error("bad\ninput"))).not.toMatch(/\n/);
    expect(logSafe("José 李 ✓")).toBe("José 李 ✓");
  });
});
