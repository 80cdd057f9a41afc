import { messages } from "@/lib/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { errorMessageOf, parseUpstreamJson, readResponse, reviveInfinity } from "./read-response";

/** The shared upstream answer reader, as tables. */

describe("reviveInfinity / parseUpstreamJson", () => {
  it.each([
    ['"Infinity"', Infinity],
    ['"-Infinity"', -Infinity],
    ['["Infinity", "-Infinity", "1"]', [Infinity, -Infinity, "1"]],
    ['{"a": {"b": "Infinity"}}', { a: { b: Infinity } }],
    ['"infinity"', "infinity"],
    ['"+Infinity"', "+Infinity"],
    ['" Infinity"', " Infinity"],
    ['"Infinity "', "Infinity "],
    ['"InfinityX"', "InfinityX"],
    ["1e400", Infinity],
    ["null", null],
    ['{"n": 3}', { n: 3 }],
  ])("parses %s", (text, expected) => {
    expect(parseUpstreamJson(text)).toEqual({ ok: true, value: expected });
  });

  it.each(["", "Infinity", "-Infinity", "NaN", "{", "undefined", "<html>", "{'a': 1}"])("refuses %j", (text) => {
    expect(parseUpstreamJson(text)).toEqual({ ok: false });
  });

  it("leaves keys alone; only values are revived", () => {
    expect(JSON.parse('{"Infinity": "x"}', reviveInfinity)).toEqual({ Infinity: "x" });
  });
});

describe("errorMessageOf", () => {
  it.each<[string, unknown, string]>([
    ["message first", { message: "m", detail: "d" }, "m"],
    ["detail when no message", { detail: "d" }, "d"],
    ["detail when message is blank", { message: "  ", detail: "d" }, "d"],
    ["detail list of { msg }", { detail: [{ msg: "a" }, { msg: "b" }] }, "a; b"],
    ["detail list of strings", { detail: ["a", "b"] }, "a; b"],
    ["detail list without text", { detail: [{ loc: ["x"] }, 3, null] }, "fallback"],
    ["non-string message", { message: 42 }, "fallback"],
    ["non-string detail", { detail: { nested: true } }, "fallback"],
    ["blank detail", { detail: "" }, "fallback"],
    ["an array body", ["message"], "fallback"],
    ["a string body", "message", "fallback"],
    ["null", null, "fallback"],
  ])("%s", (_label, body, expected) => {
    expect(errorMessageOf(body, "fallback")).toBe(expected);
  });

  it("falls back to SPEC's 'An error occurred' by default", () => {
    expect(errorMessageOf({})).toBe(messages.api.generic);
    expect(messages.api.generic).toBe("An error occurred");
  });
});

describe("readResponse", () => {
  const respond = (status: number, body: string) => new Response(body === "" && [204, 304].includes(status) ? null : body, { status });

  it.each<[string, number, string, unknown]>([
    ["JSON object", 200, '{"a": 1}', { a: 1 }],
    ["Infinity texts", 200, '{"a": "Infinity", "b": "-Infinity"}', { a: Infinity, b: -Infinity }],
    ["empty body", 200, "", null],
    ["whitespace body", 200, "  \n", null],
    ["no content", 204, "", null],
    ["JSON array", 201, "[1, 2]", [1, 2]],
  ])("ok: %s", async (_label, status, body, expected) => {
    await expect(readResponse(respond(status, body))).resolves.toEqual(expected);
  });

  it.each<[string, number, string, number, string]>([
    ["4xx with detail", 400, '{"detail": "bad"}', 400, "bad"],
    ["4xx with message", 403, '{"message": "no"}', 403, "no"],
    ["4xx without text", 401, "{}", 401, "fallback"],
    ["4xx not JSON", 404, "Not here", 404, "fallback"],
    ["4xx empty", 429, "", 429, "fallback"],
    ["5xx with detail: never shown", 500, '{"detail": "boom at 10.0.0.5"}', 502, "fallback"],
    ["5xx with message: never shown", 503, '{"message": "maintenance"}', 502, "fallback"],
    ["4xx with a long detail", 400, JSON.stringify({ detail: "x".repeat(201) }), 400, "fallback"],
    ["4xx with a detail over two lines", 400, JSON.stringify({ detail: "a\nb" }), 400, "fallback"],
    ["4xx with markup", 400, JSON.stringify({ detail: "<script>x</script>" }), 400, "fallback"],
    ["5xx JSON without text", 503, '{"x": 1}', 502, "fallback"],
    ["5xx not JSON", 502, "<html>Bad Gateway</html>", 502, messages.api.upstreamDown],
    ["5xx empty", 500, "", 502, "fallback"],
  ])("not ok: %s → %i", async (_label, status, body, expectedStatus, expectedMessage) => {
    const error = await readResponse(respond(status, body), "fallback").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: expectedStatus, message: expectedMessage, upstreamStatus: status });
  });

  it("a 5xx keeps its detail for the log, with a request id", async () => {
    const error = (await readResponse(respond(500, '{"detail": "boom at 10.0.0.5"}'), "fallback").catch(
      (e: unknown) => e,
    )) as UpstreamError;
    expect(error.detail).toBe("boom at 10.0.0.5");
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an answer over 1 MiB → 502 'unexpected format'", async () => {
    const error = await readResponse(respond(200, `"${"x".repeat(1024 * 1024)}"`), "fallback").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: messages.api.badAnswer });
  });

  it("ok but not JSON → 502 'not JSON'", async () => {
    const error = await readResponse(respond(200, "plain text"), "fallback").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: messages.api.notJson, upstreamStatus: 200 });
  });
});
