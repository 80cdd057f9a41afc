// probe.mjs URL [runs]: Lighthouse's devtools throttling (562.5 ms per request, 1.47 Mbit/s, 4x CPU), 390x844;
// prints each request's start/end (ms from navigation) and priority, FCP, LCP and the LCP element.
import { chromium } from "playwright-core";
import { openPhonePage } from "../lib/phone-page.mjs";
const [url, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 1);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const out = [];
for (let i = 0; i < runs; i++) {
  const { context, page, cdp } = await openPhonePage(
    browser,
    { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
    { javaScriptEnabled: !process.env.NOJS, deviceScaleFactor: 2 },
  );
  if (process.env.BLOCK) await page.route(new RegExp(process.env.BLOCK), (route) => route.abort());
  if (process.env.STRIP)
    await page.route(
      (u) => new URL(u).pathname === new URL(url).pathname,
      async (route) => {
        const response = await route.fetch();
        let body = await response.text();
        for (const pattern of process.env.STRIP.split("|||")) body = body.replace(new RegExp(pattern, "g"), "");
        await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "identity" } });
      },
    );
  const reqs = new Map();
  let t0 = null;
  cdp.on("Network.requestWillBeSent", (e) => {
    if (t0 === null) t0 = e.timestamp;
    reqs.set(e.requestId, { url: e.request.url.replace(/^https?:\/\/[^/]+/, ""), start: e.timestamp, prio: e.request.initialPriority });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.bytes = e.encodedDataLength;
    }
  });
  await page.addInitScript(() => {
    window.__m = { fcp: null, lcp: null, lcpEl: null, paints: [], cls: 0 };
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (!e.hadRecentInput) {
          window.__m.cls += e.value;
          window.__m.shifts = (window.__m.shifts || []).concat(
            Math.round(e.startTime) +
              " " +
              e.value.toFixed(3) +
              " " +
              e.sources
                .map((x) =>
                  x.node
                    ? x.node.nodeName +
                      "." +
                      (x.node.className || "") +
                      " " +
                      JSON.stringify(x.previousRect.y) +
                      "->" +
                      JSON.stringify(x.currentRect.y)
                    : "?",
                )
                .join(","),
          );
        }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === "first-contentful-paint") window.__m.fcp = e.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        window.__m.lcp = e.startTime;
        window.__m.lcpEl = e.element
          ? e.element.tagName + (e.element.id ? "#" + e.element.id : "") + " " + (e.element.textContent || e.url || "").slice(0, 40)
          : e.url;
        window.__m.paints.push(Math.round(e.startTime) + ":" + window.__m.lcpEl);
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load", timeout: 90_000 });
  await page.waitForTimeout(1500);
  const m = await page.evaluate(() => window.__m);
  const rows = [...reqs.values()].map((r) => ({
    ...r,
    s: Math.round((r.start - t0) * 1000),
    e: r.end ? Math.round((r.end - t0) * 1000) : null,
  }));
  out.push({
    shifts: m.shifts,
    cls: m.cls.toFixed(4),
    fcp: Math.round(m.fcp),
    lcp: Math.round(m.lcp),
    lcpEl: m.lcpEl,
    paints: m.paints,
    rows,
  });
  await context.close();
}
await browser.close();
for (const r of out) {
  if (process.env.SHIFTS) console.log(r.shifts);
  console.log(`CLS ${r.cls} FCP ${r.fcp} LCP ${r.lcp} ${r.lcpEl} | ${r.paints.join(" ; ")}`);
}
if (process.env.ROWS)
  for (const row of out[0].rows.sort((a, b) => a.s - b.s))
    console.log(
      String(row.s).padStart(6),
      String(row.e).padStart(6),
      row.prio.padEnd(9),
      String(row.bytes).padStart(7),
      row.url.slice(0, 70),
    );
const med = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`median FCP ${med(out.map((r) => r.fcp))} LCP ${med(out.map((r) => r.lcp))}`);
