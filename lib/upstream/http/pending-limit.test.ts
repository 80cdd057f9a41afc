import { messages } from "@/lib/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import { pendingLimit } from "./pending-limit";

function deferred(): { promise: Promise<string>; resolve(value: string): void } {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe("pendingLimit", () => {
  it("refuses the call past the limit at once with 503 and the site's sentence, without starting it", async () => {
    const lines: string[] = [];
    const limit = pendingLimit(2, (line) => lines.push(line));
    const first = deferred();
    const second = deferred();
    const running = [limit.run(() => first.promise), limit.run(() => second.promise)];
    expect(limit.pending).toBe(2);
    const third = jest.fn(async () => "never");
    const refusal = await limit.run(third).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UpstreamError);
    expect(refusal).toMatchObject({ status: 503, message: messages.api.upstreamDown });
    expect(third).not.toHaveBeenCalled();
    await limit.run(third).catch(() => undefined);
    expect(lines).toHaveLength(1);
    first.resolve("a");
    second.resolve("b");
    await expect(Promise.all(running)).resolves.toEqual(["a", "b"]);
  });

  it("frees a place when a call ends, failed or not", async () => {
    const limit = pendingLimit(1, () => undefined);
    await expect(limit.run(async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(limit.pending).toBe(0);
    await expect(limit.run(async () => "ok")).resolves.toBe("ok");
  });
});
