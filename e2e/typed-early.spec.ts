import { expect, test, type Request } from "@playwright/test";
import { blockExternal, openedTabs, stubWindowOpen } from "./requests.helpers";
import { slowPhone } from "./support/phone";

// On a phone's CPU and network, a person types as soon as the field shows, before the page's code has
// run: what they typed is still there once it has, and it is what gets sent.

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
  await slowPhone(page);
});

// A code of no game opens nothing now, so the early code is an EV Gambit one (was EV7788).
test("the home page's code box keeps an early code and joins with it", async ({ page }) => {
  await stubWindowOpen(page);
  await page.goto("/", { waitUntil: "commit" });
  const box = page.getByLabel("Have a session code?");
  await box.fill("P5-7788");
  await page.waitForLoadState("networkidle");
  await expect(box).toHaveValue("P5-7788");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect.poll(async () => (await openedTabs(page)).at(-1)?.url ?? "").toMatch(/code=P5-7788/);
});

test("log-in keeps an early e-mail and signs in with it", async ({ page }) => {
  await page.goto("/login", { waitUntil: "commit" });
  const email = page.getByLabel("Email");
  await email.fill("early.bird@example.edu");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.waitForLoadState("networkidle");
  await expect(email).toHaveValue("early.bird@example.edu");
  const sent = page.waitForRequest((request: Request) => request.method() === "POST" && request.url().includes("/api/auth/callback/"));
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  expect(new URLSearchParams((await sent).postData() ?? "").get("email")).toBe("early.bird@example.edu");
});

test("the demo form keeps an early name and sends it", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
  await page.goto("/#sendUsMessage", { waitUntil: "commit" });
  const form = page.locator("#sendUsMessage");
  await form.getByLabel("Name").fill("Early Ada");
  await page.waitForLoadState("networkidle");
  await expect(form.getByLabel("Name")).toHaveValue("Early Ada");
  await form.getByLabel("Email").fill("ada@example.edu");
  await form.getByLabel("Message").fill("A demo for 40 students.");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: "Send my request" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Early Ada" });
});
