import { startUpstreamServer, type RunningUpstreamServer } from "@/upstream-reference/src/http/server";
import { createHttpUpstream } from "@/lib/upstream/http/adapter";
import { runUpstreamContract } from "@/test-support/upstream/contract";
import { freshEmbedded, testClock } from "@/test-support/upstream/fixtures";

// The http adapter against the reference upstream served over HTTP on loopback (what `npm run upstream` runs).
const clock = testClock();
const tokenTtlSeconds = 3600;
const fixture = freshEmbedded({ now: clock.now, tokenTtlSeconds });
let server: RunningUpstreamServer;

beforeAll(async () => {
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fixture.cleanup();
}, 30_000);

runUpstreamContract(
  "http adapter → reference upstream over HTTP",
  async () => ({
    upstream: createHttpUpstream({ apiUrl: server.url, adminApiUrl: `${server.url}/`, contactApiUrl: server.url, timeoutMs: 5000 }),
    advanceClock: clock.advance,
    tokenTtlSeconds,
  }),
  async () => undefined,
);
