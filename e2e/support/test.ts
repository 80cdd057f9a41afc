import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Resolves once React has attached to the document. A page asks for Next's scripts only after its first
 * paint (docs/decisions.md, "Next's scripts after the first paint"), so the load event can come before them;
 * a click before this point does what it would do with JavaScript off. React marks the document it hydrates
 * with a `__reactContainer$…` key and from then on replays any click it has not hydrated yet.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

async function hydratedIfPage(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
  return response;
}

/** Playwright's `test` whose `page` waits, after goto, reload and going back or forward, as a person would. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    page.goto = async (...args) => hydratedIfPage(page, await goto(...args));
    page.reload = async (...args) => hydratedIfPage(page, await reload(...args));
    page.goBack = async (...args) => hydratedIfPage(page, await goBack(...args));
    page.goForward = async (...args) => hydratedIfPage(page, await goForward(...args));
    await provide(page);
  },
});
