import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { blockExternal, expectNoAxeViolations, json, openedTabs, stubWindowOpen } from "./requests.helpers";
import { heldUntilReleased } from "./support/held-route";
import { demoAccounts, isolateRateLimits, signIn, uniqueEmail } from "./support/auth";

const title = "Preview simulation of your choice";
const simulationsApi = "**/api/simulations";
const trialApi = "**/api/trial";

function dialog(page: Page) {
  return page.getByRole("dialog", { name: title });
}

function simulationSelect(page: Page) {
  return dialog(page).getByLabel("Simulation");
}

/** The header's Free Trial button shows on phone widths for visitors who are not signed in. */
async function openFromHeader(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Free Trial", exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

/**
 * Signed in, `/?redirect=free-trial` opens the dialog fixed to the EV Gambit, filled from the account
 * (the way back from log-in); the fields are then emptied for the test to fill.
 */
async function openFixedToEvGambit(page: Page) {
  await signIn(page, demoAccounts.student.email, demoAccounts.student.password);
  await page.goto("/?redirect=free-trial");
  await expect(dialog(page)).toBeVisible();
  await expect(simulationSelect(page)).toHaveValue("ev-gambit");
  await expect(dialog(page).getByLabel("Email")).toHaveValue(demoAccounts.student.email);
  await expect(dialog(page).getByLabel("Name")).toHaveValue("Demo Student");
  await dialog(page).getByLabel("Email").clear();
  await dialog(page).getByLabel("Name").clear();
}

/**
 * A game page's Take a Free Trial, signed out: e-mail (and name) typed, Submit says the trial needs an
 * account (issue 28); the visitor follows `choice` (Create a free account, or Log In).
 */
async function askForTrialSignedOut(page: Page, path: string, email: string, choice: "Log In" | "Create a free account" = "Log In") {
  await page.goto(path);
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await expect(simulationSelect(page)).toBeDisabled();
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByRole("button", { name: "Submit" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Create a free account to start your trial" })).toBeFocused();
  await dialog(page).getByRole("link", { name: choice, exact: true }).click();
  await page.waitForURL((url) => url.pathname === (choice === "Log In" ? "/login" : "/signup"));
}

// Budgets for a shared 2-core machine where other builds run alongside.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test.describe("free trial for visitors (phone header)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A professor: Role = Facilitator in the dialog puts the log-in toggle on Facilitator (issue 10).
  test("visitor → submit → told an account is needed → Log In → back on / → the dialog opens fixed to the EV Gambit @mobile", async ({ page }) => {
    const { facilitator } = demoAccounts;
    await openFromHeader(page);
    await dialog(page).getByLabel("Email").fill(facilitator.email);
    await dialog(page).getByLabel("Name").fill("Stu Dent");
    await dialog(page).getByLabel("Role").selectOption("Facilitator");
    await dialog(page).getByRole("button", { name: "Submit" }).click();

    await expect(dialog(page).getByRole("heading", { name: "Create a free account to start your trial" })).toBeVisible();
    await expect(dialog(page).getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", /^\/signup\?redirect=free-trial&/);
    await dialog(page).getByRole("link", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({
      redirect: "free-trial",
      email: facilitator.email,
      name: "Stu Dent",
      role: "Facilitator",
    });
    await expect(dialog(page)).toBeHidden();

    await expect(page.getByLabel("Email")).toHaveValue(facilitator.email);
    await expect(page.getByRole("radio", { name: "Facilitator" })).toBeChecked();
    await page.getByLabel("Password", { exact: true }).fill(facilitator.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();

    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).searchParams.has("redirect")).toBe(false);
    await expect(simulationSelect(page)).toBeDisabled();
    await expect(simulationSelect(page)).toHaveValue("ev-gambit");
    await expect(simulationSelect(page).locator("option")).toHaveText(["The EV Gambit"]);
    // What the visitor typed before logging in is still there.
    await expect(dialog(page).getByLabel("Email")).toHaveValue(facilitator.email);
    await expect(dialog(page).getByLabel("Name")).toHaveValue("Stu Dent");
    await expect(dialog(page).getByLabel("Role")).toHaveValue("Facilitator");
  });

  test("the game list says when it is loading, then lists the simulations", async ({ page }) => {
    const simulations = heldUntilReleased((route) => route.continue());
    await page.route(simulationsApi, simulations.handler);
    await openFromHeader(page);
    await expect(simulationSelect(page).locator("option").first()).toHaveText("Loading simulations...");
    simulations.release();
    await expect(simulationSelect(page).locator("option").first()).toHaveText("Select a simulation");
    await expect(simulationSelect(page).locator("option")).toHaveText([
      "Select a simulation",
      ...(await (await page.request.get("/api/simulations")).json()).data.map((item: { name: string }) => item.name),
    ]);
    await expect(simulationSelect(page).locator("option", { hasText: "The EV Gambit" })).toHaveText("The EV Gambit");
    await expect(simulationSelect(page)).toBeEnabled();
  });

  for (const [label, answer] of [
    ["fails", json(502, { message: "The service is unavailable. Please try again later." })],
    ["is empty", json(200, { data: [] })],
  ] as const) {
    test(`the game list says 'No simulations available' when it ${label}`, async ({ page }) => {
      await page.route(simulationsApi, answer);
      await openFromHeader(page);
      await expect(simulationSelect(page).locator("option")).toHaveText(["No simulations available"]);
    });
  }

  test("keyboard only: open, fill, close with Esc; focus goes back to the button; axe finds nothing", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Free Trial", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(simulationSelect(page).locator("option").first()).toHaveText("Select a simulation");
    await dialog(page).getByLabel("Email").focus();
    await page.keyboard.type("ana@example.edu");
    await page.keyboard.press("Tab");
    await expect(dialog(page).getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("free trial for signed-in users", () => {
  test("the address loses redirect=free-trial; validation messages are SPEC's and linked to the field", async ({ page }) => {
    await openFixedToEvGambit(page);
    expect(new URL(page.url()).search).toBe("");
    const email = dialog(page).getByLabel("Email");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByText("Email is required.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is required.");
    await expectNoAxeViolations(page);
    await email.fill("ana at example");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("the EV Gambit trial opens the game's join address in a new tab with the e-mail's name", async ({ page }) => {
    await stubWindowOpen(page);
    await openFixedToEvGambit(page);
    await dialog(page).getByLabel("Email").fill("new.trialist@example.edu");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect.poll(async () => (await openedTabs(page)).length).toBe(1);
    const [tab] = await openedTabs(page);
    const url = new URL(tab!.url);
    expect(url.pathname).toMatch(/\/join-game$/);
    expect(url.searchParams.get("name")).toBe("new.trialist");
    expect(url.searchParams.get("email")).toBe("new.trialist@example.edu");
    // The embedded upstream's trial codes are the EV Gambit's join prefix and six characters.
    expect(url.searchParams.get("session_code")).toMatch(/^P5-[A-Z0-9]{6}$/);
    // The success panel is skipped: the dialog closes.
    await expect(dialog(page)).toBeHidden();
  });

  test("a blocked tab is reported with a link to the game", async ({ page }) => {
    await stubWindowOpen(page, "block");
    await openFixedToEvGambit(page);
    await dialog(page).getByLabel("Email").fill("blocked@example.edu");
    await dialog(page).getByLabel("Name").fill("Bea Blocked");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(/^Popup was blocked\. Please allow popups for this site\.\s*Open The EV Gambit$/);
    const href = await dialog(page).getByRole("link", { name: "Open The EV Gambit" }).getAttribute("href");
    const url = new URL(href!);
    expect(url.pathname).toMatch(/\/join-game$/);
    expect(url.searchParams.get("name")).toBe("Bea Blocked");
    expect(url.searchParams.get("session_code")).toMatch(/^P5-[A-Z0-9]{6}$/);
    await expectNoAxeViolations(page);
  });

  test("'Processing...' while sending, then Success! for a game without a direct join", async ({ page }) => {
    const trial = heldUntilReleased(json(200, { session: { code: "" }, trial_user: null }));
    await page.route(trialApi, trial.handler);
    await openFixedToEvGambit(page);
    await dialog(page).getByLabel("Email").fill("later@example.edu");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog(page).getByLabel("Email")).toBeDisabled();
    trial.release();
    await expect(dialog(page).getByRole("heading", { name: "Success!" })).toBeVisible();
    await expect(
      dialog(page).getByText("Your free trial request has been submitted. You will receive access details via email shortly.", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a failed request shows the server's message, or a short one, and keeps the values", async ({ page }) => {
    let answer = json(503, { message: "The service is unavailable. Please try again later." });
    await page.route(trialApi, (route) => answer(route));
    await openFixedToEvGambit(page);
    await dialog(page).getByLabel("Email").fill("keep@example.edu");
    await dialog(page).getByLabel("Name").fill("Kim Keep");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("The service is unavailable. Please try again later.");
    await expect(dialog(page).getByLabel("Email")).toHaveValue("keep@example.edu");
    await expect(dialog(page).getByLabel("Name")).toHaveValue("Kim Keep");

    answer = (route) => route.abort("connectionreset");
    await dialog(page).getByRole("button", { name: "Submit" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("We could not submit your request. Please try again.");
    await expect(dialog(page).getByLabel("Email")).toHaveValue("keep@example.edu");
  });
});

test.describe("the chosen game survives log-in and sign-up (issue 10)", () => {
  test.beforeEach(async ({ context }) => {
    await isolateRateLimits(context);
  });

  for (const width of [320, 390, 1280]) {
    test(`Fruit Beer Game's trial → log in → back on the game page, the dialog reopens on Fruit Beer Game, filled, at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await askForTrialSignedOut(page, "/fruit-bear-game", demoAccounts.student.email);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        redirect: "free-trial",
        game: "fruit-beer",
        from: "/fruit-bear-game",
        email: demoAccounts.student.email,
        name: "",
        role: "Student",
      });
      await page.getByLabel("Password", { exact: true }).fill(demoAccounts.student.password);
      await page.getByRole("button", { name: "Log In", exact: true }).click();

      // Log-in, the way back and the dialog's code on a cold server can take longer than the usual 7 s.
      await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => new URL(page.url()).pathname).toBe("/fruit-bear-game");
      expect(new URL(page.url()).search).toBe("");
      await expect(simulationSelect(page)).toBeDisabled();
      await expect(simulationSelect(page).locator("option")).toHaveText(["Fruit Beer Game"]);
      await expect(simulationSelect(page)).toHaveValue("fruit-beer");
      await expect(dialog(page).getByLabel("Email")).toHaveValue(demoAccounts.student.email);
      // Left empty before log-in: the account's name fills it.
      await expect(dialog(page).getByLabel("Name")).toHaveValue("Demo Student");
      await page.screenshot({ path: testInfo.outputPath(`trial-after-login-${width}.png`) });
    });
  }

  test("Order Ops' trial → Create a free account → back on Order Ops, the dialog open with the new account's name and e-mail", async ({ page }, testInfo) => {
    const email = uniqueEmail("trial.signup");
    await askForTrialSignedOut(page, "/order-ops", email, "Create a free account");
    await expect(page).toHaveURL(/\/signup\?redirect=free-trial&game=order-ops&from=%2Forder-ops&/);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByLabel("Name", { exact: true }).fill("Sue Signup");
    await page.getByLabel("Password", { exact: true }).fill("secret-123");
    await page.getByLabel("Confirm Password", { exact: true }).fill("secret-123");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    // Register, log in, the way back and the dialog's code: more than the usual 7 s on a cold server.
    await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/order-ops");
    await expect(simulationSelect(page).locator("option")).toHaveText(["Order Ops"]);
    await expect(dialog(page).getByLabel("Email")).toHaveValue(email);
    await expect(dialog(page).getByLabel("Name")).toHaveValue("Sue Signup");
    await page.screenshot({ path: testInfo.outputPath("trial-after-signup-1280.png") });
  });

  test("a crafted game in the address falls back to SPEC's EV Gambit", async ({ page }) => {
    await signIn(page, demoAccounts.student.email, demoAccounts.student.password);
    await page.goto("/?redirect=free-trial&game=%2F%2Fevil.example");
    await expect(simulationSelect(page).locator("option")).toHaveText(["The EV Gambit"]);
    expect(new URL(page.url()).search).toBe("");
  });
});
