// Lighthouse for `npm run bench` (run inside the production recipe by recipe.mjs): mobile defaults,
// simulated throttling, median per metric of interleaved rounds with the empty page, as ../shared/perf does.
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { median } from "./utils.mjs";

function workOfKind(lhr, group) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return items.find((item) => item.group === group)?.duration ?? 0;
}

async function lighthouse(url) {
  const { default: lh } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lh(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (lhr.audits["cumulative-layout-shift"]?.numericValue === undefined) throw new Error("no metrics in the report");
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Pages kept out of the index on purpose fail `is-crawlable` by design (docs/decisions/public-site-address.md): the
    // checked SEO score counts that one audit as passed; the raw score is kept beside it.
    const keptOut = new URL(lhr.finalDisplayedUrl).pathname.match(/^\/(login|signup|games-overview)$/);
    const seoRefs = lhr.categories.seo?.auditRefs ?? [];
    const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
    const seoChecked = Math.round(
      (seoRefs.reduce((sum, ref) => {
        const audit = lhr.audits[ref.id];
        const passed = keptOut && ref.id === "is-crawlable" ? 1 : (audit?.score ?? 1);
        return sum + ref.weight * passed;
      }, 0) /
        (seoWeight || 1)) *
        100,
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: seoChecked,
      seoRaw: score("seo"),
      lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
      // The main thread's work by kind (simulated: the observed times scaled by the CPU slowdown).
      scripting: Math.round(workOfKind(lhr, "scriptEvaluation")),
      styleLayout: Math.round(workOfKind(lhr, "styleLayout")),
      // Lighthouse's own CPU score of this machine at that moment: low means other work was running.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** A run whose page did not finish loading has no metrics (lhr.runtimeError); it is run again, twice at most. */
async function lighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse on ${url} failed (${error.message}); running it again.`);
    }
  }
}

const medianOf = (samples) => Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));

/**
 * Median per metric of `runs` rounds; each round measures the empty page and then every route, so noise
 * on this shared machine hits both alike (as the independent instrument does, and with its settings:
 * Lighthouse's mobile defaults, simulated throttling).
 */
export async function lighthouseInterleaved(urls, runs) {
  const samples = new Map(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i += 1) for (const url of urls) samples.get(url).push(await lighthouseWithRetry(url));
  return new Map([...samples].map(([url, list]) => [url, medianOf(list)]));
}
