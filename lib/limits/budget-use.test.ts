import { metrics } from "@/lib/observability/metrics";
import { configureRateLimitForTests, sharedLimiter } from "./index";
import { tryConsume } from "./limiter";

beforeEach(() => configureRateLimitForTests({ enabled: true }));

async function usedRatio(limit: string): Promise<number | undefined> {
  const gauge = (await metrics.registry.getMetricsAsJSON()).find((metric) => metric.name === "rate_limit_budget_used_ratio");
  return gauge?.values.find((value) => value.labels.limit === limit)?.value;
}

describe("how much of a budget the busiest key spent", () => {
  it("is the highest share any one key spent, and 1 once a key is refused, before anyone else is", async () => {
    const limiter = await sharedLimiter("budget-use-test", { points: 10, duration: 60 });
    for (let i = 0; i < 8; i++) await tryConsume(limiter, "127.192.2.1");
    await tryConsume(limiter, "127.192.2.2");
    expect(await usedRatio("budget-use-test")).toBeCloseTo(0.8);
    for (let i = 0; i < 3; i++) await tryConsume(limiter, "127.192.2.1");
    expect(await usedRatio("budget-use-test")).toBe(1);
  });
});
