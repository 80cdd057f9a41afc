import { runUpstreamContract } from "@/test-support/upstream/contract";
import { freshEmbedded, testClock } from "@/test-support/upstream/fixtures";

const clock = testClock();
const tokenTtlSeconds = 3600;
const fixture = freshEmbedded({ now: clock.now, tokenTtlSeconds });

runUpstreamContract(
  "embedded adapter in-process (PGlite)",
  async () => {
    await fixture.upstream.ready();
    return { upstream: fixture.upstream, advanceClock: clock.advance, tokenTtlSeconds };
  },
  () => fixture.cleanup(),
);
