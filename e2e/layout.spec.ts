import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { supporterLogoEntries } from "../content/logos";

const sections = [
  ["Home", "hero"],
  ["Explore Simulations", "ourSimulations"],
  ["Collaborate", "collaborate"],
  ["About Us", "aboutUs"],
] as const;

test.describe("header", () => {
  test("navigation links go to the home sections from any page", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const [label, id] of sections) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `/#${id}`);
    }
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/#aboutUs$/);
    await expect(page.locator("#aboutUs")).toBeInViewport();
  });

  test("signed-out visitors see Request a Demo, Free Trial, Sign Up and Log In", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Request a Demo" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", /^\/signup/);
    await expect(header.getByRole("link", { name: "Log In" })).toHaveAttribute("href", /^\/login/);
    // The FAQ points to the Free Trial button, so it is in the bar at every width.
    await expect(header.getByRole("button", { name: "Free Trial" })).toBeVisible();
  });

  test("phone width: Free Trial in the bar and a real menu @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Free Trial" })).toBeVisible();
    const menu = header.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "About Us" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await header.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/#aboutUs$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("narrow screens", () => {
  // 1,280 px is where the section links join the bar (at 1,200 px, in the fallback face, they pushed Log In off the screen).
  // In the face a first view on a slow network keeps (the typeface not loaded: its wider fallback), and in
  // whichever face this page gets.
  // One page per face, resized through the widths where the bar changes, as a person turning a tablet would.
  for (const face of ["fallback", "any"] as const) {
    test(`the signed-out header fits in order and nothing scrolls sideways from 320 to 1440 px (${face} face)`, async ({ page }) => {
      if (face === "fallback") await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto("/");
      const header = page.getByRole("banner");
      const logo = header.getByRole("link", { name: "BizSim Lab home" });
      const freeTrial = header.getByRole("button", { name: "Free Trial" });
      const menu = header.getByRole("button", { name: "Menu" });
      const buttons = [
        header.getByRole("button", { name: "Request a Demo" }),
        freeTrial,
        header.getByRole("link", { name: "Sign Up" }),
        header.getByRole("link", { name: "Log In" }),
      ];
      const nav = header.getByRole("navigation", { name: "Main" });
      const links = sections.map(([label]) => nav.getByRole("link", { name: label, exact: true }));
      for (const width of [320, 390, 1024, 1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const shown = width < 1024 ? [logo, freeTrial, menu] : width < 1280 ? [logo, ...buttons, menu] : [logo, ...links, ...buttons];
        // Left to right, each wholly on the screen and clear of the one before it.
        let previousRight = 0;
        for (const item of shown) {
          await expect(item).toBeVisible();
          const box = (await item.boundingBox())!;
          const name = `${String(await item.textContent())} at ${width} px`;
          expect(box.x, name).toBeGreaterThanOrEqual(previousRight);
          expect(box.x + box.width, name).toBeLessThanOrEqual(width);
          previousRight = box.x + box.width;
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `scroll width at ${width} px`).toBe(width);
      }
    });
  }

  test("the session-code placeholder is shown whole at 320, 390 and 1280 px", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("textbox", { name: "Have a session code?" });
    await expect(input).toHaveAttribute("placeholder", "Enter your session code");
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The placeholder's drawn width against the room the field gives its text.
      const { text, room } = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(element.placeholder).width, room };
      });
      expect(text, `at ${width} px`).toBeLessThanOrEqual(room);
    }
  });

  test("the phone menu closes on a tap outside it, and on Esc @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(header.getByRole("link", { name: "About Us" })).toBeVisible();
    // A tap on the hero's heading, below the open panel.
    await page.mouse.click(195, 780);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "About Us" })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await header.getByRole("link", { name: "About Us" }).hover();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("footer", () => {
  test("Our Simulations lists the ten games in SPEC's order and each link resolves", async ({ page, request }) => {
    await page.goto("/");
    const list = page.getByRole("contentinfo").getByRole("navigation", { name: "Our Simulations" });
    const links = list.getByRole("link");
    await expect(links).toHaveText([
      "Fruit Beer Game",
      "Customers In A Store",
      "Order Ops",
      "The EV Gambit",
      "The Dual Source Dilemma",
      "Factory Manager Experience",
      "Defect Detectives",
      "Onion Dilemma",
      "The Sustainable Select",
      "To Pay or Not to Pay",
    ]);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
  });

  test("product and help groups, new-tab contact buttons, supporters and copyright", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    const footer = page.getByRole("contentinfo");
    const product = footer.getByRole("navigation", { name: "BizSim Lab" });
    await expect(product.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#aboutUs");
    await expect(product.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/#team");
    await expect(product.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/#contactUs");
    const help = footer.getByRole("navigation", { name: "Help Center" });
    await expect(help.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/#faq");
    await expect(help.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms-and-conditions");
    await expect(help.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: /E-mail us/ })).toHaveAttribute("target", "_blank");
    // The company page is a placeholder address, so the footer has no link to it.
    await expect(footer.getByRole("link", { name: /company page/ })).toHaveCount(0);
    // Supporters only as the content confirms them; today's entries are placeholders, so none.
    expect(
      supporterLogoEntries.filter((logo) => logo.confirmed),
      "confirmed supporters",
    ).toEqual([]);
    await expect(footer.getByText("Supported by")).toHaveCount(0);
    await expect(footer.getByRole("listitem").getByRole("img")).toHaveCount(0);
    // The current year, not a fixed 2025.
    await expect(footer.getByText(`© ${new Date().getFullYear()} BizSim Lab. All rights reserved.`)).toBeVisible();

    await product.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect(page.locator("#team")).toBeInViewport();
  });

  test("the footer logo goes back to the hero", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /back to the top/ })
      .click();
    await expect(page).toHaveURL(/\/#hero$/);
  });
});

test.describe("not found", () => {
  test("an unknown address shows the not-found page with a 404 status", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
