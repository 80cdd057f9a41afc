import { configureRateLimitForTests } from "@/lib/limits";
import { resetStoreForTests } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";

/** After a route-handler test file: the env's upstream and rate limits back, the test databases (upstream, site store) gone. */
export async function restoreRouteTestState(fixture: { cleanup(): Promise<void> | void }): Promise<void> {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await fixture.cleanup();
  await resetStoreForTests();
}
