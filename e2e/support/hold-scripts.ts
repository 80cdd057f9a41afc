import type { Page } from "@playwright/test";
import { heldUntilReleased } from "./held-route";

/**
 * Holds the page's own scripts back until `release()`: the page is drawn and can be used, but none of
 * its code has run, as on a slow phone network between the first paint and the code's arrival.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  const scripts = heldUntilReleased((route) => route.continue());
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, scripts.handler);
  return { release: scripts.release };
}
