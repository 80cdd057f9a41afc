import { ApiError, failureText, requestJson, sendJson } from "./request-json";

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | "offline" | "not-json";
let answer: Answer;
const fetchMock = jest.fn(async () => {
  if (answer === "offline") throw new TypeError("Failed to fetch");
  if (answer === "not-json") return { ok: false, status: 502, headers: new Headers(), json: async () => JSON.parse("<html>") };
  const { status, body, headers } = answer;
  return { ok: status < 400, status, headers: new Headers(headers), json: async () => body };
});

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function failure(run: () => Promise<unknown>): Promise<ApiError> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("requestJson", () => {
  it("answers the parsed body and sends JSON with same-origin credentials", async () => {
    answer = { status: 200, body: { session: { code: "P5-ABC" } } };
    await expect(sendJson("POST", "/api/trial", { email: "a@b.co" })).resolves.toEqual({ session: { code: "P5-ABC" } });
    expect(fetchMock).toHaveBeenCalledWith("/api/trial", {
      method: "POST",
      body: '{"email":"a@b.co"}',
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "Idempotency-Key": expect.stringMatching(/^"[0-9a-f]{32}"$/),
      },
    });
  });

  it("throws the server's message, its status and its field errors", async () => {
    answer = {
      status: 400,
      body: { message: "Please correct the highlighted fields.", errors: { email: ["Please enter a valid email"] } },
    };
    const error = await failure(() => requestJson("/api/contact"));
    expect(error.serverMessage).toBe("Please correct the highlighted fields.");
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: "Please enter a valid email" });
  });

  it("reads zod's issue list as field errors too", async () => {
    answer = { status: 422, body: { detail: "Invalid request", errors: [{ path: ["name"], message: "Name is required" }] } };
    const error = await failure(() => requestJson("/api/contact"));
    expect(error.serverMessage).toBe("Invalid request");
    expect(error.fieldErrors).toEqual({ name: "Name is required" });
  });

  it("a network failure is status 0 with no words, so the form shows its own fallback", async () => {
    answer = "offline";
    const error = await failure(() => requestJson("/api/simulations"));
    expect(error.status).toBe(0);
    expect(failureText(error, "Failed to send message. Please try again.")).toBe("Failed to send message. Please try again.");
  });

  it("an answer that is not JSON falls back too", async () => {
    answer = "not-json";
    const error = await failure(() => requestJson("/api/contact"));
    expect(error.status).toBe(502);
    expect(failureText(error, "Failed to send message. Please try again.")).toBe("Failed to send message. Please try again.");
  });
});

describe("sendJson (a form's write)", () => {
  const keyOf = (index: number) =>
    ((fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>)["Idempotency-Key"];
  const once = (next: Answer) =>
    fetchMock.mockImplementationOnce(async () => {
      answer = next;
      return fetchMock.getMockImplementation()!();
    });

  it.each([
    ["no answer", "offline" as const],
    ["a 502", { status: 502, body: { message: "Bad gateway" } }],
    ["a 503", { status: 503, body: { message: "The service is unavailable. Please try again later." } }],
    ["a 504", { status: 504, body: null }],
  ])("after %s, tries once more with the same key", async (_what, first) => {
    once(first);
    once({ status: 200, body: { success: true } });
    await expect(sendJson("POST", "/api/contact", { name: "A" })).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it("gives up after the sixth try when no try is answered, with the last error", async () => {
    jest.useFakeTimers();
    try {
      for (const word of ["1", "2", "3", "4", "5", "6"]) once({ status: 503, body: { message: word } });
      const sent = failure(() => sendJson("POST", "/api/contact", {}));
      await jest.advanceTimersByTimeAsync(5 * 300);
      const error = await sent;
      expect([error.status, error.serverMessage, fetchMock.mock.calls.length]).toEqual([503, "6", 6]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([400, 409, 422, 429, 500])("does not try again after a %i (the server answered what happened)", async (status) => {
    once({ status, body: { message: "no" } });
    await failure(() => sendJson("POST", "/api/contact", {}));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits a 503's Retry-After, at most 8 s, and gives up when the next try would start more than 20 s after the first", async () => {
    jest.useFakeTimers();
    try {
      for (const wait of ["120", "8", "5"]) once({ status: 503, body: { message: "no" }, headers: { "retry-after": wait } });
      const sent = failure(() => sendJson("POST", "/api/contact", {}));
      await jest.advanceTimersByTimeAsync(7_999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1 + 8_000);
      const error = await sent;
      expect([error.status, fetchMock.mock.calls.length]).toEqual([503, 3]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("a PostgreSQL restart: a lost answer, the store's 503 with Retry-After, then the stored answer: three tries, one key", async () => {
    jest.useFakeTimers();
    try {
      once({ status: 502, body: { message: "no" } });
      once({ status: 503, body: { message: "no" }, headers: { "retry-after": "5" } });
      once({ status: 200, body: { success: true } });
      const sent = sendJson("POST", "/api/contact", {});
      await jest.advanceTimersByTimeAsync(300 + 4_999);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      await expect(sent).resolves.toEqual({ success: true });
      expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("each submission has a key of its own", async () => {
    answer = { status: 200, body: {} };
    await sendJson("POST", "/api/contact", {});
    await sendJson("POST", "/api/contact", {});
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});
