import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("sections come in SPEC's order with their anchors @mobile", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    const expected = ["hero", "ourSimulations", "collaborate", "aboutUs", "team", "contactUs"];
    expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trusted By" })).toBeVisible();
  });

  test("hero rotates five backgrounds every 5 s with a 0.5 s fade", async ({ page }) => {
    await page.goto("/");
    const backgrounds = page.getByTestId("hero-backgrounds").locator("img");
    await expect(backgrounds).toHaveCount(5);
    const timings = await backgrounds.evaluateAll((images) =>
      images.map((img) => {
        const style = getComputedStyle(img);
        return { duration: style.animationDuration, delay: style.animationDelay };
      }),
    );
    expect(timings.map((t) => t.duration)).toEqual(Array(5).fill("25s"));
    expect(timings.map((t) => t.delay)).toEqual(["-0.5s", "4.5s", "9.5s", "14.5s", "19.5s"]);

    const opacities = () =>
      backgrounds.evaluateAll((images) => images.map((img) => Number(getComputedStyle(img).opacity)));
    const start = await page.evaluate(() => document.timeline.currentTime as number);
    const first = await opacities();
    expect(first[0]).toBeGreaterThan(0.95);
    expect(first[1]).toBeLessThan(0.05);
    // Half-way through the first fade (4.75 s) both are partly visible; after it, the second shows alone.
    await page.waitForFunction((t0) => (document.timeline.currentTime as number) - t0 > 5300, start);
    const later = await opacities();
    expect(later[0]).toBeLessThan(0.05);
    expect(later[1]).toBeGreaterThan(0.95);
  });

  test("the hero does not move layout while it rotates", async ({ page }) => {
    await page.goto("/");
    const box = await page.locator("#hero").boundingBox();
    await page.waitForTimeout(1200);
    expect(await page.locator("#hero").boundingBox()).toEqual(box);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(cls).toBe(0);
  });

  test("three testimonials and four founding-team cards with mail and LinkedIn links", async ({ page }) => {
    await page.goto("/");
    const testimonials = page.getByRole("region", { name: "What faculty say" }).getByRole("listitem");
    await expect(testimonials).toHaveCount(3);
    const team = page.getByRole("region", { name: "Founding team" }).getByRole("listitem");
    await expect(team).toHaveCount(4);
    for (const card of await team.all()) {
      await expect(card.getByRole("link", { name: /^E-mail / })).toHaveAttribute("href", /^mailto:/);
      const profile = card.getByRole("link", { name: /on LinkedIn/ });
      await expect(profile).toHaveAttribute("target", "_blank");
      await expect(profile).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("Trusted By marquee: 13 logos with alt text at 40 px/s, paused on hover", async ({ page }) => {
    await page.goto("/");
    const marquee = page.getByTestId("marquee");
    const logos = marquee.getByRole("img");
    await expect(logos).toHaveCount(13);
    for (const alt of await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))) {
      expect(alt?.trim().length).toBeGreaterThan(2);
    }
    await expect(marquee).toHaveAttribute("data-speed", "40");
    const { duration, setWidth } = await page.getByTestId("marquee-track").evaluate((track) => ({
      duration: parseFloat(getComputedStyle(track).animationDuration),
      setWidth: (track.firstElementChild as HTMLElement).getBoundingClientRect().width,
    }));
    expect(Math.abs(setWidth / duration - 40)).toBeLessThan(1);

    const track = page.getByTestId("marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await marquee.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    const x1 = await track.evaluate((el) => el.getBoundingClientRect().x);
    await page.waitForTimeout(400);
    expect(await track.evaluate((el) => el.getBoundingClientRect().x)).toBe(x1);
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("reduced motion stops the hero rotation and the marquee", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("marquee-track")).toHaveCSS("animation-name", "none");
    await expect(page.getByTestId("hero-backgrounds").locator("img").first()).toHaveCSS("animation-name", "none");
    await context.close();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
