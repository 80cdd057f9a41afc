// A page as a phone loads it: a fresh context (390×844 touch screen, empty cache), the CPU slowed four times
// and the network throttled through the DevTools protocol. Used by the bench's tap-readiness run
// (ready.mjs), which passes its own network figures.

/**
 * @param {import("playwright-core").Browser} browser
 * @param {{ latency: number, downloadThroughput: number, uploadThroughput: number }} network ms, bytes/s
 * @param {import("playwright-core").BrowserContextOptions} [contextOptions] added to the phone's
 */
export async function openPhonePage(browser, network, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...contextOptions });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
