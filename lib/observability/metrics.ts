import client from "prom-client";

/**
 * The process's Prometheus metrics, served by /api/metrics. One registry per process, kept on globalThis:
 * instrumentation.ts and each route handler are compiled separately, and a registry of each bundle's own
 * would count in one and serve another. Label values are closed sets (route patterns, outcomes), never
 * what a visitor typed.
 */
const BUDGET_USE_MEMORY_MS = 60_000;
/** Per limit, the highest share of a budget spent lately, and when. */
const budgetUse = new Map<string, { ratio: number; at: number }>();

/** A key of `limit` has now spent `ratio` of its budget (1 or more: refused). */
export function noteBudgetUse(limit: string, ratio: number): void {
  const now = Date.now();
  const use = budgetUse.get(limit);
  if (!use || now - use.at > BUDGET_USE_MEMORY_MS || ratio >= use.ratio) budgetUse.set(limit, { ratio: Math.min(ratio, 1), at: now });
}

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const pools = new Map<string, { totalCount: number; idleCount: number; waitingCount: number }>();
  const m = {
    registry,
    pools,
    httpRequests: new client.Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to the answer's last byte, by route pattern and method.",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamCalls: new client.Counter({
      name: "upstream_calls_total",
      help: "Calls to the upstream, by operation (method and path pattern) and outcome (ok, client_error, error, timeout, bad_answer).",
      labelNames: ["operation", "outcome"] as const,
      registers: [registry],
    }),
    upstreamDuration: new client.Histogram({
      name: "upstream_call_duration_seconds",
      help: "Duration of upstream calls, by operation.",
      labelNames: ["operation"] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitRefusals: new client.Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit.",
      labelNames: ["limit"] as const,
      registers: [registry],
    }),
    rateLimitRefusedAddresses: new client.Counter({
      name: "rate_limit_refused_addresses_total",
      help: "Client addresses newly refused by a rate limit (each counted once per 10 minutes per limit): many at once is a lecture hall turned away.",
      labelNames: ["limit"] as const,
      registers: [registry],
    }),
    logins: new client.Counter({
      name: "logins_total",
      help: "Sign-in attempts, by kind (student, facilitator, google, lti) and outcome (ok, refused, limited, unavailable).",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    }),
    mails: new client.Counter({
      name: "mails_total",
      help: "Mails by outcome (queued, sent, failed) and template.",
      labelNames: ["outcome", "template"] as const,
      registers: [registry],
    }),
    ltiLaunches: new client.Counter({
      name: "lti_launches_total",
      help: "LTI launches, by outcome (ok, refused) and the refusal's reason.",
      labelNames: ["outcome", "reason"] as const,
      registers: [registry],
    }),
    ltiScores: new client.Counter({
      name: "lti_scores_total",
      help: "Tries to send a score to a learning platform, by outcome (sent, failed): a failed try may be tried again.",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    ltiScoresPending: new client.Gauge({
      name: "lti_scores_pending",
      help: "Scores waiting in the store's outbox to go to their learning platform, as this instance last counted them.",
      registers: [registry],
    }),
  };
  const poolGauge = (name: string, help: string, read: (pool: { totalCount: number; idleCount: number; waitingCount: number }) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["database"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [database, pool] of pools) this.set({ database }, read(pool));
      },
    });
  new client.Gauge({
    name: "rate_limit_budget_used_ratio",
    help: "The largest share of its budget one key (an address, an address at a lobby) spent in the last minute, by limit: near 1, a school behind one address is about to be refused.",
    labelNames: ["limit"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const [limit, use] of budgetUse) {
        if (now - use.at > BUDGET_USE_MEMORY_MS) budgetUse.delete(limit);
        else this.set({ limit }, use.ratio);
      }
    },
  });
  poolGauge("store_pool_in_use", "PostgreSQL connections checked out of the pool.", (p) => p.totalCount - p.idleCount);
  poolGauge("store_pool_idle", "PostgreSQL connections idle in the pool.", (p) => p.idleCount);
  poolGauge("store_pool_waiting", "Queries waiting for a PostgreSQL connection.", (p) => p.waitingCount);
  return m;
}

export type Metrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for("bizsim.metrics");
const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };
export const metrics: Metrics = (holder[KEY] ??= createMetrics());

/** Counts a pg Pool's connections in the store_pool_* gauges. */
export function watchPool(pool: { totalCount: number; idleCount: number; waitingCount: number }, database: string): void {
  metrics.pools.set(database, pool);
}

const REFUSED_MEMORY_MS = 10 * 60_000;
const REFUSED_MEMORY_SIZE = 10_000;
const recentlyRefused = new Map<string, number>();

/** A refusal by `limit` of `address` (the key the limit counted on; only its presence is kept, in memory). */
export function countRefusal(limit: string, address: string): void {
  metrics.rateLimitRefusals.inc({ limit });
  const key = `${limit}\n${address}`;
  const now = Date.now();
  const seen = recentlyRefused.get(key);
  if (seen !== undefined && now - seen < REFUSED_MEMORY_MS) return;
  recentlyRefused.delete(key);
  if (recentlyRefused.size >= REFUSED_MEMORY_SIZE) recentlyRefused.delete(recentlyRefused.keys().next().value!);
  recentlyRefused.set(key, now);
  metrics.rateLimitRefusedAddresses.inc({ limit });
}
