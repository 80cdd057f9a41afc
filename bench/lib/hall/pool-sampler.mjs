// The store pools of each instance during a round: their /api/metrics (answered to a caller on this
// machine that reaches the instance directly), read every second; the highest count seen of connections
// in use and of queries waiting for one, per instance and database.
const GAUGES = ["store_pool_in_use", "store_pool_waiting"];

export function samplePools(instances) {
  const highest = {};
  let running = true;
  const read = async (instance) => {
    try {
      const text = await (await fetch(`${instance}/api/metrics`, { signal: AbortSignal.timeout(2000) })).text();
      for (const line of text.split("\n")) {
        const match = /^(store_pool_\w+)\{database="([^"]+)"\} (\d+)/.exec(line);
        if (!match || !GAUGES.includes(match[1])) continue;
        const key = `${new URL(instance).port} ${match[2]} ${match[1].replace("store_pool_", "")}`;
        highest[key] = Math.max(highest[key] ?? 0, Number(match[3]));
      }
    } catch {
      // A busy instance that does not answer in time: the next second's reading counts.
    }
  };
  const loop = (async () => {
    while (running) {
      await Promise.all(instances.map(read));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return highest;
  };
}
