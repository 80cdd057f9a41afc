import { expect, test } from "@playwright/test";

// Both pages are one component over content (legal-document.test.tsx, content.test.ts: ten sections, the
// date, the minimum age of 13); here one of them as a person reads and jumps through it.
const pages = [{ path: "/terms-and-conditions", title: /terms/i }] as const;

test.describe("legal pages", () => {
  for (const { path, title } of pages) {
    test(`${path} shows its date, a table of contents and ten sections`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(main.getByText("Last updated September 18, 2025")).toBeVisible();

      const headings = main.locator("section h2");
      await expect(headings).toHaveCount(10);
      await expect(main.getByRole("heading", { level: 2 })).toHaveCount(10);

      const toc = main.getByRole("navigation", { name: "Contents" });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(10);
      const texts = await headings.allTextContents();
      await expect(links).toHaveText(texts);
      for (const link of await links.all()) {
        const target = (await link.getAttribute("href"))!;
        expect(target).toMatch(/^#[a-z0-9-]+$/);
        await expect(main.locator(target)).toHaveCount(1);
      }

      await links.nth(6).click();
      const seventh = main.locator((await links.nth(6).getAttribute("href"))!);
      await expect(seventh).toBeInViewport();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    });
  }

  test("legal pages do not mount the game pages' toast outlet", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  });
});
