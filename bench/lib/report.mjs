// Renders bench/results.json as the Markdown table that goes into bench/results.md and issue notes.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function toMarkdown(r) {
  const lines = [`# Bench — ${r.date}`, ""];
  if (r.measured)
    lines.push(
      `Commit ${r.measured.commit}${r.measured.uncommittedChanges ? " with uncommitted changes" : ""}, served by ${r.measured.server}; the empty Next page in the same run.`,
      "",
    );
  if (r.lighthouse) {
    lines.push(
      "## Lighthouse (mobile, median)",
      "",
      "| route | perf | a11y | best practices | SEO (raw) | LCP ms | CLS | TBT ms | CPU index |",
      "|---|---|---|---|---|---|---|---|---|",
    );
    const seo = (s) => (s.seoRaw !== undefined && s.seoRaw !== s.seo ? `${s.seo} (${s.seoRaw}: noindex by design)` : `${s.seo}`);
    const row = (name, s) =>
      `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${seo(s)} | ${s.lcp} | ${s.cls} | ${s.tbt} | ${s.benchmarkIndex ?? "–"} |`;
    lines.push(row("empty baseline page", r.lighthouse.baseline));
    for (const [route, s] of Object.entries(r.lighthouse.floor ?? {})) lines.push(row(`empty page ${route}`, s));
    for (const [route, s] of Object.entries(r.lighthouse.routes)) lines.push(row(route, s));
    lines.push("");
  }
  if (r.ready) {
    lines.push(
      "## How long a page ignores a tap (phone profile, median of 5)",
      "",
      "| page | first paint ms | load ms | buttons work ms | paint → work ms | load → work ms |",
      "|---|---|---|---|---|---|",
    );
    const row = (name, s) =>
      `| ${name} | ${s.fcp ?? "–"} | ${s.load ?? "–"} | ${s.live ?? "never"} | ${s.dead ?? "–"} | ${s.early ?? "–"} |`;
    for (const [route, s] of Object.entries(r.ready.floor ?? {})) lines.push(row(`empty page ${route}`, s));
    for (const [route, s] of Object.entries(r.ready.routes)) lines.push(row(route, s));
    lines.push("");
  }
  if (r.firstLoadJs) {
    lines.push(
      "## First-load JavaScript (gzip, cold load)",
      "",
      `Baseline (empty App Router page): ${kb(r.firstLoadJs.baseline)}`,
      "",
      "| route | JS | over baseline | idle-time prefetch of linked routes |",
      "|---|---|---|---|",
    );
    for (const [route, s] of Object.entries(r.firstLoadJs.routes))
      lines.push(`| ${route} | ${kb(s.bytes)} | ${kb(s.overBaseline)} | ${kb(s.prefetchBytes ?? 0)} |`);
    lines.push("");
  }
  if (r.throughput) {
    const tool = Object.values(r.throughput)[0]?.tool ?? "autocannon";
    lines.push(
      `## Throughput (${tool}, 50 connections, loopback; median of interleaved rounds)`,
      "",
      "| route | req/s | rounds | p50 ms | p99 ms | errors |",
      "|---|---|---|---|---|---|",
    );
    for (const [route, s] of Object.entries(r.throughput))
      lines.push(`| ${route} | ${s.requestsPerSecond} | ${(s.rounds ?? []).join(", ")} | ${s.p50} | ${s.p99} | ${s.errors} |`);
    lines.push("");
  }
  if (r.recipe && !r.recipe.skipped && !r.recipe.failed) {
    lines.push(
      "## Prerendered pages through the production recipe (8 s, 50 connections, loopback)",
      "",
      "| route | recipe req/s | nginx alone req/s | × nginx alone | recipe p99 ms |",
      "|---|---|---|---|---|",
    );
    for (const [route, { recipe, nginxAlone }] of Object.entries(r.recipe))
      lines.push(
        `| ${route} | ${recipe.requestsPerSecond} | ${nginxAlone.requestsPerSecond} | ${(recipe.requestsPerSecond / nginxAlone.requestsPerSecond).toFixed(2)} | ${recipe.p99} |`,
      );
    lines.push("");
  }
  if (r.session && r.sessionPlainNextStart) {
    lines.push(
      "## Signed-in GET /api/auth/session (50 connections, loopback)",
      "",
      "| server | req/s | p50 ms | p99 ms | errors |",
      "|---|---|---|---|---|",
    );
    for (const [name, s] of [
      ["through the recipe", r.session],
      ["plain next start", r.sessionPlainNextStart],
    ])
      lines.push(`| ${name} | ${s.requestsPerSecond} | ${s.p50} | ${s.p99} | ${s.errors} |`);
    lines.push("");
  }
  if (r.bffOverhead) {
    const b = r.bffOverhead;
    lines.push(
      "## Backend-for-frontend cost (simulation list)",
      "",
      "| path | median ms | p99 ms |",
      "|---|---|---|",
      `| upstream directly | ${b.directMedianMs} | ${b.directP99Ms} |`,
      `| through /api/simulations | ${b.viaSiteMedianMs} | ${b.viaSiteP99Ms} |`,
      `| added | ${b.addedMedianMs} | ${b.addedP99Ms} |`,
      "",
    );
  }
  if (r.abuse) {
    lines.push("## Abuse", "", "```", JSON.stringify(r.abuse, null, 2), "```", "");
  }
  if (r.budgets) {
    lines.push("## Budgets", "", "| budget | holds | measured |", "|---|---|---|");
    for (const v of r.budgets) lines.push(`| ${v.budget} | ${v.ok ? "yes" : "**no**"} | ${v.detail} |`);
    lines.push("");
  }
  if (r.audit) lines.push("## npm audit --omit=dev", "", "```", JSON.stringify(r.audit), "```", "");
  return `${lines.join("\n")}\n`;
}
