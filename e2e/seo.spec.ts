import { expect, test, type APIRequestContext } from "@playwright/test";
import { gameEntries } from "../content/games";
import { privacyPolicyEntry, termsEntry } from "../content/legal";
import { site } from "../content/site";
import { publicRoutes } from "./support/routes";

const gameTitles = new Map(gameEntries.map((game) => [`/${game.slug}`, game.title]));
/** What the browser tab says on each route: each its own. */
const pageTitles = new Map<string, string>([
  ["/", `${site.name} — ${site.tagline}`],
  ["/terms-and-conditions", `${termsEntry.title} | ${site.name}`],
  ["/privacy-policy", `${privacyPolicyEntry.title} | ${site.name}`],
  ["/for-your-lms", `For your LMS | ${site.name}`],
  ...gameEntries.map((game) => [`/${game.slug}`, `${game.title} | ${site.name}`] as [string, string]),
]);

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the 8-byte signature and chunk header). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { type: response.headers()["content-type"], size: pngSize(await response.body()) };
}

test("sitemap.xml lists every public route at the address the site is served on, and nothing private", async ({ request, baseURL }) => {
  const body = await (await request.get("/sitemap.xml")).text();
  const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(publicRoutes.map((route) => `${baseURL}${route}`).sort());
  expect(body).not.toContain("/games-overview");
  expect(body).not.toContain("/login");
});

test("robots.txt keeps the dashboard and sign-in pages out and names this site's sitemap", async ({ request, baseURL }) => {
  const body = await (await request.get("/robots.txt")).text();
  for (const path of ["/games-overview", "/login", "/signup"]) expect(body).toContain(`Disallow: ${path}`);
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(body).toContain(`Host: ${baseURL}`);
});

test("every public route has a title of its own", () => {
  expect(new Set(publicRoutes.map((route) => pageTitles.get(route))).size).toBe(publicRoutes.length);
});

test("every public route has its title, description, canonical URL, Open Graph tags and a PNG social card", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const route of publicRoutes) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page).toHaveTitle(pageTitles.get(route)!);

      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const address = `${baseURL}${route === "/" ? "" : route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${address}/?$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`^${address}/?$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);

      const image = page.locator('meta[property="og:image"]');
      await expect(image).toHaveCount(1);
      const imageUrl = (await image.getAttribute("content"))!;
      expect(imageUrl.startsWith(`${baseURL}/`), imageUrl).toBe(true);
      await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute("content", "image/png");
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      const card = await fetchImage(request, imageUrl);
      expect(card.type).toBe("image/png");
      expect(card.size).toEqual({ width: 1200, height: 630 });

      const gameTitle = gameTitles.get(route);
      if (gameTitle) {
        // A card of the game's own, not the site's.
        expect(new URL(imageUrl).pathname).toMatch(new RegExp(`^${route}/opengraph-image`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", gameTitle);
      }
    });
  }
});

test("the home page describes the organisation in JSON-LD", async ({ page, baseURL }) => {
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data["@type"]).toBe("Organization");
  expect(data.name).toBe("BizSim Lab");
  expect(data.url).toBe(`${baseURL}/`);
});
