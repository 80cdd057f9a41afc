import { expect, test, type Page, type Request } from "@playwright/test";
import { blockExternal, expectNoAxeViolations } from "./requests.helpers";
import { heldUntilReleased } from "./support/held-route";
import { storedContactMessages } from "./support/reference-upstream";
import { waitForMail } from "./support/mail";

const contactApi = "**/api/contact";

function contactDialog(page: Page) {
  return page.getByRole("dialog", { name: "Request a Demo" });
}

function demoSection(page: Page) {
  return page.locator("#contactUs");
}

async function fill(
  scope: ReturnType<Page["locator"]>,
  values: { name: string; email: string; message: string },
  messageLabel = "Message",
) {
  await scope.getByLabel("Name").fill(values.name);
  await scope.getByLabel("Email").fill(values.email);
  await scope.getByLabel(messageLabel).fill(values.message);
}

function unique(prefix: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${prefix} ${tag}`, email: `${prefix.toLowerCase()}.${tag}@example.edu`, message: `Demo for ${tag}, 40 students.` };
}

// Budgets for a shared 2-core machine where other builds run alongside.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

// What the form says of each field, of a failure (the server's words, or SPEC's), and that it keeps what
// was typed, is the form's own (components/contact/contact-form.test.tsx); here the dialogs, the real
// server and the keyboard.
test.describe("Contact Us modal (Request a Demo)", () => {
  test("validates, shows 'Submitting...', then thanks the visitor; axe finds nothing", async ({ page }) => {
    const contact = heldUntilReleased((route) => route.continue());
    await page.route(contactApi, contact.handler);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Request a Demo" }).click();
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Send my request" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Message is required")).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
    await expectNoAxeViolations(page);

    const values = unique("Modal");
    await fill(dialog, values);
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect((await request).postDataJSON()).toEqual({ ...values, course: "", class_size: "", kind: "demo", asks: "demo" });
    contact.release();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(
      dialog.getByText("We have your request and will reply by e-mail. A copy of it is on its way to your inbox.", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test("opens from the phone menu and works with the keyboard alone @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const button = page.getByRole("button", { name: "Request a Demo" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").focus();
    await page.keyboard.type("Kay Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kay@example.edu");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Operations 101");
    await page.keyboard.press("Tab");
    await page.keyboard.type("30");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyboard only, please.");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Send my request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("in-page Request a demo form", () => {
  test("disables its fields while 'Sending...', then shows the banner for 5 s with the form cleared", async ({ page }) => {
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(contactApi, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/#contactUs");
    const form = demoSection(page);
    const values = unique("Inline");
    await fill(form, values);
    // The page's code has run (it enables the button) before page time stops: React reveals hydrated
    // parts on timers, which a paused clock would hold back.
    await expect(form.getByRole("button", { name: "Send my request" })).toBeEnabled();
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    const request = page.waitForRequest((r: Request) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("Name")).toBeDisabled();
    await expect(form.getByLabel("Email")).toBeDisabled();
    await expect(form.getByLabel("Message")).toBeDisabled();
    expect((await request).postDataJSON()).toEqual({ ...values, course: "", class_size: "", kind: "demo", asks: "demo" });
    release();

    const banner = form
      .getByRole("status")
      .filter({ hasText: "Thank you! We have your request and will reply by e-mail. A copy of it is on its way to your inbox." });
    await expect(banner).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Name")).toBeEnabled();

    await page.clock.runFor(4_800);
    await expect(banner).toBeVisible();
    await page.clock.runFor(300);
    await expect(banner).toBeHidden();

    // Stored once in the upstream's database, as sent (read through the reference upstream's admin route).
    const stored = await storedContactMessages(page.request, values.email);
    expect(stored.status()).toBe(200);
    expect(((await stored.json()) as { data: unknown[] }).data).toEqual([{ ...values, kind: "demo", course: null, classSize: null }]);
  });

  test("an answer lost after the server stored the request (503 to the browser) is retried with the same key: success, stored once", async ({
    page,
  }) => {
    const sent: Array<{ key: string | undefined; status: number; replayed: string | undefined }> = [];
    await page.route(contactApi, async (route) => {
      // Every try reaches the server; the first one's answer is replaced by a 503, as a proxy's would be.
      const response = await route.fetch();
      const key = route.request().headers()["idempotency-key"];
      if (sent.length === 0) {
        sent.push({ key, status: 503, replayed: undefined });
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ message: "The service is unavailable. Please try again later." }),
        });
        return;
      }
      sent.push({ key, status: response.status(), replayed: response.headers()["idempotent-replayed"] });
      await route.fulfill({ response });
    });
    await page.goto("/#contactUs");
    const form = demoSection(page);
    const values = unique("Retry");
    await fill(form, values);
    await form.getByRole("button", { name: "Send my request" }).click();

    await expect(
      form
        .getByRole("status")
        .filter({ hasText: "Thank you! We have your request and will reply by e-mail. A copy of it is on its way to your inbox." }),
    ).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^"[0-9a-f]{32}"$/);
    expect(sent[1]).toEqual({ key: sent[0]!.key, status: 200, replayed: "true" });
    const stored = await storedContactMessages(page.request, values.email);
    expect(((await stored.json()) as { data: unknown[] }).data).toEqual([{ ...values, kind: "demo", course: null, classSize: null }]);
  });
});

test.describe("Collaborate With Us", () => {
  test("opens its dialog and sends a collaboration request; axe finds nothing", async ({ page }) => {
    await page.goto("/#collaborate");
    await page.locator("#collaborate").getByRole("button", { name: "Collaborate With Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Collaborate With Us" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const values = unique("Partner");
    await fill(dialog, values, "How would you like to collaborate?");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Send my request" }).click();
    expect((await request).postDataJSON()).toEqual({ ...values, course: "", class_size: "", kind: "collaboration", asks: "demo" });
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });
});

test("a demo request from the home page asks for the course and the number of students, stores them, and mails the requester a copy", async ({
  page,
}) => {
  await page.goto("/#contactUs");
  const form = demoSection(page);
  await expect(page.getByRole("heading", { name: "Request a Demo", level: 2 })).toBeVisible();
  const values = unique("Course");
  await fill(form, values);
  await form.getByLabel("Course (optional)").fill("OPM 310 Operations");
  await form.getByLabel("Number of students (optional)").fill("many");
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(form.getByLabel("Number of students (optional)")).toHaveAccessibleDescription(
    "Please enter the number of students as a whole number.",
  );
  await form.getByLabel("Number of students (optional)").fill("48");
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(
    form
      .getByRole("status")
      .filter({ hasText: "Thank you! We have your request and will reply by e-mail. A copy of it is on its way to your inbox." }),
  ).toBeVisible();
  const stored = await storedContactMessages(page.request, values.email);
  expect(((await stored.json()) as { data: unknown[] }).data).toEqual([
    { ...values, kind: "demo", course: "OPM 310 Operations", classSize: 48 },
  ]);
  const mail = await waitForMail(values.email);
  expect(mail.subject).toBe("We have your demo request: BizSim Lab");
  expect(mail.text).toContain("we have your demo request and will reply to this address.");
  expect(mail.text).not.toContain(values.message);
});
