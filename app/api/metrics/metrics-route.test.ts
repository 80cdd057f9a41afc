import "@/test-support/api/env";
import { messages } from "@/lib/messages";
import { requestContextStorage } from "@/upstream-contract/request-context";
import { GET } from "./route";

/** /api/metrics checks its own caller, whatever ran before it: the Host first, then loopback or the token. */
const scrape = (headers: Record<string, string>, direct = true) =>
  requestContextStorage.run({ requestId: "r-12345678", direct }, () => GET(new Request("http://127.0.0.1:3000/api/metrics", { headers })));

describe("GET /api/metrics", () => {
  it("answers a direct loopback caller that names the site", async () => {
    for (const host of ["127.0.0.1:3000", "localhost:3000"]) expect((await scrape({ host })).status).toBe(200);
  });

  it.each([
    ["a foreign Host", { host: "rebound.example" }],
    ["a foreign Host on a chunked request", { host: "rebound.example", "transfer-encoding": "chunked" }],
    ["no Host", {}],
  ])("refuses %s with 421, even from loopback", async (_why, headers) => {
    const response = await scrape(headers);
    expect(response.status).toBe(421);
    expect(await response.json()).toMatchObject({ message: messages.api.wrongHost });
  });

  it("refuses a forwarded caller without the token", async () => {
    expect((await scrape({ host: "localhost:3000" }, false)).status).toBe(403);
  });
});
