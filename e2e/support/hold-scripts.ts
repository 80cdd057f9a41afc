import type { Page } from "@playwright/test";

/**
 * Holds the page's own scripts back until `release()`: the page is drawn and can be used, but none of
 * its code has run, as on a slow phone network between the first paint and the code's arrival.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
