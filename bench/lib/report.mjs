// Renders bench/results.json as the Markdown table that goes into bench/results.md and issue notes.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** One section: its heading, any lines before the table, the table's header and rows, a blank line. */
const section = (heading, columns, rows, intro = []) => [
  `## ${heading}`,
  "",
  ...intro,
  `| ${columns.join(" | ")} |`,
  `|${"---|".repeat(columns.length)}`,
  ...rows,
  "",
];

/** The rows of a measured route table: the empty pages of the same run first, then the routes. */
const routeRows = (measured, row) => [
  ...Object.entries(measured.floor ?? {}).map(([route, s]) => row(`empty page ${route}`, s)),
  ...Object.entries(measured.routes).map(([route, s]) => row(route, s)),
];

export function toMarkdown(r) {
  const lines = [`# Bench — ${r.date}`, ""];
  if (r.measured)
    lines.push(
      `Commit ${r.measured.commit}${r.measured.uncommittedChanges ? " with uncommitted changes" : ""}, served by ${r.measured.server}; the empty Next page in the same run.`,
      "",
    );
  if (r.lighthouse) {
    const seo = (s) => (s.seoRaw !== undefined && s.seoRaw !== s.seo ? `${s.seo} (${s.seoRaw}: noindex by design)` : `${s.seo}`);
    const row = (name, s) =>
      `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${seo(s)} | ${s.lcp} | ${s.cls} | ${s.tbt} | ${s.benchmarkIndex ?? "–"} |`;
    lines.push(
      ...section(
        "Lighthouse (mobile, median)",
        ["route", "perf", "a11y", "best practices", "SEO (raw)", "LCP ms", "CLS", "TBT ms", "CPU index"],
        [row("empty baseline page", r.lighthouse.baseline), ...routeRows(r.lighthouse, row)],
      ),
    );
  }
  if (r.ready) {
    const row = (name, s) =>
      `| ${name} | ${s.fcp ?? "–"} | ${s.load ?? "–"} | ${s.live ?? "never"} | ${s.dead ?? "–"} | ${s.early ?? "–"} |`;
    lines.push(
      ...section(
        "How long a page ignores a tap (phone profile, median of 5)",
        ["page", "first paint ms", "load ms", "buttons work ms", "paint → work ms", "load → work ms"],
        routeRows(r.ready, row),
      ),
    );
  }
  if (r.firstLoadJs) {
    lines.push(
      ...section(
        "First-load JavaScript (gzip, cold load)",
        ["route", "JS", "over baseline", "idle-time prefetch of linked routes"],
        Object.entries(r.firstLoadJs.routes).map(
          ([route, s]) => `| ${route} | ${kb(s.bytes)} | ${kb(s.overBaseline)} | ${kb(s.prefetchBytes ?? 0)} |`,
        ),
        [`Baseline (empty App Router page): ${kb(r.firstLoadJs.baseline)}`, ""],
      ),
    );
  }
  if (r.throughput) {
    const tool = Object.values(r.throughput)[0]?.tool ?? "autocannon";
    lines.push(
      ...section(
        `Throughput (${tool}, 50 connections, loopback; median of interleaved rounds)`,
        ["route", "req/s", "rounds", "p50 ms", "p99 ms", "errors"],
        Object.entries(r.throughput).map(
          ([route, s]) => `| ${route} | ${s.requestsPerSecond} | ${(s.rounds ?? []).join(", ")} | ${s.p50} | ${s.p99} | ${s.errors} |`,
        ),
      ),
    );
  }
  if (r.recipe && !r.recipe.skipped && !r.recipe.failed) {
    lines.push(
      ...section(
        "Prerendered pages through the production recipe (8 s, 50 connections, loopback)",
        ["route", "recipe req/s", "nginx alone req/s", "× nginx alone", "recipe p99 ms"],
        Object.entries(r.recipe).map(
          ([route, { recipe, nginxAlone }]) =>
            `| ${route} | ${recipe.requestsPerSecond} | ${nginxAlone.requestsPerSecond} | ${(recipe.requestsPerSecond / nginxAlone.requestsPerSecond).toFixed(2)} | ${recipe.p99} |`,
        ),
      ),
    );
  }
  if (r.session && r.sessionPlainNextStart) {
    lines.push(
      ...section(
        "Signed-in GET /api/auth/session (50 connections, loopback)",
        ["server", "req/s", "p50 ms", "p99 ms", "errors"],
        [
          ["through the recipe", r.session],
          ["plain next start", r.sessionPlainNextStart],
        ].map(([name, s]) => `| ${name} | ${s.requestsPerSecond} | ${s.p50} | ${s.p99} | ${s.errors} |`),
      ),
    );
  }
  if (r.bffOverhead) {
    const b = r.bffOverhead;
    lines.push(
      ...section(
        "Backend-for-frontend cost (simulation list)",
        ["path", "median ms", "p99 ms"],
        [
          `| upstream directly | ${b.directMedianMs} | ${b.directP99Ms} |`,
          `| through /api/simulations | ${b.viaSiteMedianMs} | ${b.viaSiteP99Ms} |`,
          `| added | ${b.addedMedianMs} | ${b.addedP99Ms} |`,
        ],
      ),
    );
  }
  if (r.abuse) {
    lines.push("## Abuse", "", "```", JSON.stringify(r.abuse, null, 2), "```", "");
  }
  if (r.budgets) {
    lines.push(
      ...section(
        "Budgets",
        ["budget", "holds", "measured"],
        r.budgets.map((v) => `| ${v.budget} | ${v.ok ? "yes" : "**no**"} | ${v.detail} |`),
      ),
    );
  }
  if (r.audit) lines.push("## npm audit --omit=dev", "", "```", JSON.stringify(r.audit), "```", "");
  return `${lines.join("\n")}\n`;
}
