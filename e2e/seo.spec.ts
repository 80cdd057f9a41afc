import { expect, test } from "@playwright/test";
import { publicRoutes } from "./support/routes";

test("sitemap.xml lists every public route and nothing private", async ({ request }) => {
  const body = await (await request.get("/sitemap.xml")).text();
  for (const route of publicRoutes) expect(body).toContain(`${route === "/" ? "/" : route}</loc>`);
  expect(body).not.toContain("/games-overview");
  expect(body).not.toContain("/login");
});

test("robots.txt keeps the dashboard and sign-in pages out of the index", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  for (const path of ["/games-overview", "/login", "/signup"]) expect(body).toContain(`Disallow: ${path}`);
  expect(body).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test("every public route has a title, a description, a canonical URL and Open Graph tags", async ({ page }) => {
  const titles = new Set<string>();
  for (const route of publicRoutes) {
    await page.goto(route);
    const title = await page.title();
    expect(title.length, route).toBeGreaterThan(10);
    titles.add(title);
    await expect(page.locator('meta[name="description"]'), route).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute(
      "href",
      new RegExp(`${route === "/" ? "" : route}/?$`),
    );
    await expect(page.locator('meta[property="og:title"]'), route).toHaveCount(1);
  }
  expect(titles.size).toBe(publicRoutes.length);
});

test("the home page describes the organisation in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data["@type"]).toBe("Organization");
  expect(data.name).toBeTruthy();
});
