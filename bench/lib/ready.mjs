// How long a page ignores a tap, for `npm run bench`, measured as ../shared/perf/ready.mjs does: a phone
// profile (CPU ×4, 150 ms round trip, 1.6 Mbit/s, 390×844 touch, empty cache), a fresh context per run,
// and per route the medians of first contentful paint, the `load` event and the moment the first
// <button> carries React's event props. dead = live − first paint; early = live − load.
import { median } from "./utils.mjs";
import { launchBrowser } from "./first-load-js.mjs";
import { openPhonePage } from "./phone-page.mjs";

async function once(browser, url) {
  const { context, page } = await openPhonePage(browser, {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
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

/** Median figures per URL (ms), of `runs` runs interleaved across the URLs. */
export async function tapReadiness(urls, runs = 5) {
  const browser = await launchBrowser();
  const samples = new Map(urls.map((url) => [url, []]));
  try {
    for (let i = 0; i < runs; i += 1) for (const url of urls) samples.get(url).push(await once(browser, url));
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
