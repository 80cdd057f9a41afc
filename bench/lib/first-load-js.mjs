// First-load JavaScript of a route: bytes of script transferred (gzip, as served) on a cold load.
// Scripts fall in two groups: the route's own (what it needs to render and hydrate), and the ones the
// router fetches at idle time for links in view (prefetches of the next navigation, which begin with
// an `_rsc` request). The budget applies to the first group; the second is reported beside it.
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** @returns {Promise<{ route: string, scripts: number, bytes: number, prefetchScripts: number, prefetchBytes: number }>} */
export async function measureFirstLoadJs(browser, baseUrl, route) {
  // A context of its own: an empty cache, so every byte is counted.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const own = [];
  const prefetched = [];
  let prefetching = false;
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) prefetching = true;
    if (request.resourceType() === "script") (prefetching ? prefetched : own).push(request);
  });
  await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
  const total = async (requests) => {
    let bytes = 0;
    for (const request of requests) bytes += (await request.sizes()).responseBodySize;
    return bytes;
  };
  const result = {
    route,
    scripts: own.length,
    bytes: await total(own),
    prefetchScripts: prefetched.length,
    prefetchBytes: await total(prefetched),
  };
  await context.close();
  return result;
}
