import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoAccounts, isolateRateLimits, uniqueEmail, warmUpUpstream } from "./support/auth";

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmUpUpstream(request);
});

test.beforeEach(async ({ context }) => {
  await isolateRateLimits(context);
});

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** Our red alert (Next's route announcer is an empty alert outside main). */
function alertOf(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

async function expectFieldError(page: Page, label: string, message: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}

test.describe("log-in page", () => {
  test("shows every validation message and is accessible", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Student" })).toBeChecked();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectFieldError(page, "Email", "Email is required");
    await expectFieldError(page, "Password", "Password is required");

    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectFieldError(page, "Email", "Please enter a valid email");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  // The embedded upstream's detail for a wrong password (messages.upstream.invalidCredentials).
  const wrongPassword = "Invalid email or password";
  for (const { mode, email } of [demoAccounts.student, demoAccounts.facilitator]) {
    test(`a wrong password (${mode}) says '${wrongPassword}' once, in the red alert, with the e-mail field pointing to it, at 320, 390 and 1280 px`, async ({
      page,
    }, testInfo) => {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/login");
        if (mode === "facilitator") await page.getByRole("radio", { name: "Facilitator" }).check();
        await field(page, "Email").fill(`  ${email} `);
        await field(page, "Password").fill("wrong-password");
        await page.getByRole("button", { name: "Log In", exact: true }).click();
        // The first call may open the embedded database (a few seconds on a cold start).
        await expect(alertOf(page)).toHaveText(wrongPassword, { timeout: 20_000 });
        await expect(field(page, "Email")).toHaveAccessibleDescription(wrongPassword);
        await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByRole("main").getByText(wrongPassword, { exact: true })).toHaveCount(1);
        await expect(page.getByText("Network error")).toHaveCount(0);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeEnabled();
        await expect(page.getByRole("radio", { name: mode === "student" ? "Student" : "Facilitator" })).toBeChecked();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`wrong-password-${mode}-${width}.png`), fullPage: true });
      }
    });
  }

  test("role=Facilitator in the address selects the Facilitator toggle", async ({ page }) => {
    await page.goto("/login?redirect=free-trial&email=fay%40example.com&name=Fay&role=Facilitator");
    await expect(page.getByRole("radio", { name: "Facilitator" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Student" })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Forgot Password?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(field(page, "Email")).toHaveValue("fay@example.com");
  });

  test("the Facilitator toggle hides Google and Sign Up; Forgot Password stays (both modes reset by mailed link)", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Forgot Password?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByText("Or Log In With")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();

    await page.getByRole("radio", { name: "Facilitator" }).check();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(page.getByText("Or Log In With")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Forgot Password?" })).toBeVisible();

    await page.getByRole("radio", { name: "Student" }).check();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  });
});

// The reset dialog and the mailed-link page are tested in accounts-reset.spec.ts.

test.describe("sign-up page", () => {
  test("every validation message, the terms gating, and axe", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "I teach (facilitator account)" })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "I study (student account)" })).not.toBeChecked();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const create = page.getByRole("button", { name: "Create Account" });
    const terms = page.getByRole("checkbox", { name: /I agree to the Terms & Conditions/ });
    await expect(create).toBeDisabled();
    await terms.check();
    await expect(create).toBeEnabled();
    await terms.uncheck();
    await expect(create).toBeDisabled();
    await expect(terms).toHaveAccessibleDescription("Please agree to the Terms & Conditions");
    await terms.check();

    await field(page, "Name").fill("   ");
    await create.click();
    await expectFieldError(page, "Name", "Name is required");
    await expectFieldError(page, "Email", "Email is required");
    await expectFieldError(page, "Password", "Password is required");
    await expectFieldError(page, "Confirm Password", "Please confirm your password");
    await expect(page.getByRole("group", { name: "Do you teach or study?" })).toHaveAccessibleDescription(
      "Please choose whether you teach or study",
    );

    await field(page, "Email").fill("someone@nowhere");
    await field(page, "Password").fill("12345");
    await field(page, "Confirm Password").fill("123456");
    await create.click();
    await expectFieldError(page, "Email", "Please enter a valid email");
    await expectFieldError(page, "Password", "Password must be at least 6 characters");
    await expectFieldError(page, "Confirm Password", "Passwords do not match");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await expect(page.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-and-conditions");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });

  test("signs up a new student through the page and lands signed in", async ({ page }) => {
    const email = uniqueEmail("new.student");
    await page.goto("/signup");
    await field(page, "Name").fill("Nina Newcomer");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill("secret-123");
    await field(page, "Confirm Password").fill("secret-123");
    await page.getByRole("radio", { name: "I study (student account)" }).check();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole("button", { name: "Signed in as Nina Newcomer" });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveText("NN");
    await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("an e-mail already registered shows the upstream's message", async ({ page }) => {
    await page.goto("/signup?name=Sam&email=student%40example.com");
    await expect(field(page, "Name")).toHaveValue("Sam");
    await field(page, "Password").fill("secret-123");
    await field(page, "Confirm Password").fill("secret-123");
    await page.getByRole("radio", { name: "I study (student account)" }).check();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    // The embedded upstream's detail (messages.upstream.emailTaken), said once in the alert; the e-mail field points to it.
    await expect(alertOf(page)).toHaveText("An account with this email already exists");
    await expect(field(page, "Email")).toHaveAccessibleDescription("An account with this email already exists");
    await expect(page.getByRole("main").getByText("An account with this email already exists")).toHaveCount(1);
  });
});

test.describe("a site where Google sign-in is not set up", () => {
  // The suite's second site runs the same build without Google's settings (scripts/serve-e2e.mjs).
  const noGoogle = `http://localhost:${Number(process.env.E2E_PORT || 3100) + 5}`;

  test("offers no Continue with Google on Log In or Sign Up, only the e-mail and password forms", async ({ page }) => {
    await page.goto(`${noGoogle}/login`);
    await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(page.getByText("Or Log In With")).toHaveCount(0);

    await page.goto(`${noGoogle}/signup`);
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await expect(page.getByText("Or Sign Up With")).toHaveCount(0);
  });

  test("the site with Google's settings offers it on both pages", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByText("Or Sign Up With")).toBeVisible();
  });
});
