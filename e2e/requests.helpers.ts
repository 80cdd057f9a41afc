import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route } from "@playwright/test";

/**
 * Nothing leaves the machine: every request to another host is refused. Each test also gets its own
 * rate-limit key (the gateway keys on X-Forwarded-For), so specs running side by side never share a budget.
 */
export async function blockExternal(page: Page) {
  await page.context().route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.abort("blockedbyclient"),
  );
  const address = `127.51.100.${Math.floor(Math.random() * 254) + 1}, e2e-${Math.random().toString(36).slice(2, 10)}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
}

export interface OpenedTab {
  url: string;
  /** The submit button of the busy form at the moment the tab opened (its text and disabled state). */
  busyButton: { text: string; disabled: boolean } | null;
}

/**
 * Replaces window.open before any page script runs: "open" records the call and hands back a fake tab,
 * "block" behaves like a popup blocker (returns null), "throw" like a sandbox that refuses outright.
 */
export async function stubWindowOpen(page: Page, mode: "open" | "block" | "throw" = "open") {
  await page.addInitScript((mode) => {
    const opened: unknown[] = [];
    Object.defineProperty(window, "__opened", { value: opened });
    window.open = (url?: string | URL) => {
      const button = document.querySelector<HTMLButtonElement>('form[aria-busy="true"] button[type="submit"]');
      opened.push({
        url: String(url),
        busyButton: button ? { text: button.textContent ?? "", disabled: button.disabled } : null,
      });
      if (mode === "throw") throw new DOMException("Blocked by sandbox", "SecurityError");
      return mode === "block" ? null : ({ opener: window, closed: false } as unknown as Window);
    };
  }, mode);
}

export async function openedTabs(page: Page): Promise<OpenedTab[]> {
  return page.evaluate(() => (window as unknown as { __opened: OpenedTab[] }).__opened);
}

export function json(status: number, body: unknown) {
  return (route: Route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
}

/** axe over the whole page (WCAG 2.1 A/AA) while a dialog is open. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
