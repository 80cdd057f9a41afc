// First-load JavaScript of a route: bytes of script transferred (gzip, as served) on a cold load.
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** @returns {Promise<{ route: string, scripts: number, bytes: number }>} */
export async function measureFirstLoadJs(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  });
  await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
  let bytes = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes();
    bytes += sizes.responseBodySize;
  }
  await context.close();
  return { route, scripts: responses.length, bytes };
}
