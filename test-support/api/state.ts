import { configureRateLimitForTests } from "@/lib/api/rate-limit";
import { setUpstreamForTests } from "@/lib/upstream";

/** After a route-handler test file: the env's upstream and rate limits back, the test database gone. */
export async function restoreRouteTestState(fixture: { cleanup(): Promise<void> | void }): Promise<void> {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await fixture.cleanup();
}
