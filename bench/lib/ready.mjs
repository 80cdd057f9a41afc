// How long a page ignores a tap, for `npm run bench`, measured as ../shared/perf/ready.mjs does: a phone
// profile (CPU ×4, 150 ms round trip, 1.6 Mbit/s, 390×844 touch, empty cache), a fresh context per run,
// and per route the medians of first contentful paint, the `load` event and the moment the first
// <button> carries React's event props. dead = live − first paint; early = live − load.
import { median } from "./utils.mjs";
import { launchBrowser } from "./first-load-js.mjs";
import { openPhonePage } from "./phone-page.mjs";

async function once(browser, { url, block }) {
  const { context, page } = await openPhonePage(browser, {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    if (block) await page.route(block, (route) => route.abort());
    await page.addInitScript(() => {
      const marks = { fcp: null, load: null, live: null };
      Object.defineProperty(window, "__ready", { value: marks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
      }).observe({ type: "paint", buffered: true });
      addEventListener("load", () => (marks.load = performance.now()));
      const check = () => {
        const live = [...document.querySelectorAll("button")].some((button) =>
          Object.keys(button).some((key) => key.startsWith("__reactProps")),
        );
        if (live) marks.live = performance.now();
        else setTimeout(check, 10);
      };
      setTimeout(check, 0);
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => window.__ready.live !== null, null, { timeout: 15_000 }).catch(() => {});
    return await page.evaluate(() => ({ ...window.__ready }));
  } finally {
    await context.close();
  }
}

/**
 * Median figures per target (ms), of `runs` runs interleaved across the targets. A target is a URL, or
 * `{ label, url, block }` whose requests matching `block` (a RegExp) are refused: what a part of the page costs.
 */
export async function tapReadiness(targets, runs = 5) {
  const browser = await launchBrowser();
  const all = targets.map((target) => (typeof target === "string" ? { label: target, url: target } : target));
  const samples = new Map(all.map(({ label }) => [label, []]));
  try {
    for (let i = 0; i < runs; i += 1) for (const target of all) samples.get(target.label).push(await once(browser, target));
  } finally {
    await browser.close();
  }
  const of = (list, pick) => {
    const values = list.map(pick).filter((value) => typeof value === "number");
    return values.length ? Math.round(median(values)) : null;
  };
  return new Map(
    [...samples].map(([url, list]) => [
      url,
      {
        fcp: of(list, (s) => s.fcp),
        load: of(list, (s) => s.load),
        live: of(list, (s) => s.live),
        dead: of(list, (s) => (s.live !== null && s.fcp !== null ? s.live - s.fcp : null)),
        early: of(list, (s) => (s.live !== null && s.load !== null ? s.live - s.load : null)),
      },
    ]),
  );
}
