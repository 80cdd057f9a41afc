import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import {
  demoAccounts,
  e2eSecret,
  googleAccount,
  sessionCookieName,
  sessionUser,
  signIn,
  signInThroughForm,
  isolateRateLimits,
  testClientAddress,
  uniqueEmail,
  warmUpUpstream,
} from "./support/auth";

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmUpUpstream(request);
});

test.beforeEach(async ({ context }) => {
  await isolateRateLimits(context);
});

const { facilitator, student } = demoAccounts;

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === sessionCookieName);
}

function header(page: Page) {
  return page.getByRole("banner");
}

test.describe("guards and redirects", () => {
  test("the demo facilitator is sent to log in and comes back to the dashboard", async ({ page }) => {
    await page.goto("/games-overview");
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)games-overview&role=Facilitator$/);
    await page.getByRole("radio", { name: "Facilitator" }).check();
    await page.getByLabel("Email").fill(facilitator.email);
    await page.getByLabel("Password", { exact: true }).fill(facilitator.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    // The dashboard itself, not /login?redirect=/games-overview (which also ends in "games-overview").
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/games-overview$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Demo Facilitator");
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  });

  test("the demo student cannot reach the dashboard and has no Dashboard button", async ({ page }) => {
    await signIn(page, student.email, student.password, "student");
    await page.goto("/games-overview");
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: /Signed in as/ })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("signed-in people are sent from /login and /signup to /", async ({ page }) => {
    await signIn(page, student.email, student.password);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/signup?redirect=free-trial");
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: /Signed in as/ })).toBeVisible();
  });

  test("redirect is kept through log-in: e-mail prefilled, Sign Up keeps the query, lands on the same-site target", async ({ page }) => {
    await page.goto(`/login?redirect=%2Fprivacy-policy&email=${encodeURIComponent(student.email)}`);
    await expect(page.getByLabel("Email")).toHaveValue(student.email);
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      `/signup?redirect=%2Fprivacy-policy&email=${encodeURIComponent(student.email)}`,
    );
    await page.getByLabel("Password", { exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("the e-mail parameter alone does not prefill", async ({ page }) => {
    await page.goto(`/login?email=${encodeURIComponent(student.email)}`);
    await expect(page.getByLabel("Email")).toHaveValue("");
  });

  test("redirect=free-trial lands on / with the keyword, which opens the free-trial dialog", async ({ page }) => {
    const seen: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await signInThroughForm(page, student.email, student.password, "student", "?redirect=free-trial");
    expect(seen.some((url) => new URL(url).pathname === "/" && new URL(url).searchParams.get("redirect") === "free-trial")).toBe(true);
    await expect(page.getByRole("dialog", { name: "Start a free trial" })).toBeVisible();
  });

  // Every spelling of another site (//host, /\\host, userinfo, look-alike hosts) is lib/auth/redirect.test.ts's.
  test("redirect=https://elsewhere.example never leaves the site", async ({ page, baseURL }) => {
    await signInThroughForm(
      page,
      student.email,
      student.password,
      "student",
      `?redirect=${encodeURIComponent("https://elsewhere.example")}`,
    );
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("sessions", () => {
  test("no token is readable by page script: localStorage, sessionStorage, document.cookie", async ({ page, context }) => {
    await signInThroughForm(page, student.email, student.password);
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const token = await decode({ token: cookie!.value, secret: e2eSecret });
    const accessToken = String(token?.accessToken ?? "");
    // The upstream's token is a JWT: header, claims, signature.
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const visible = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    }));
    for (const text of Object.values(visible)) {
      expect(text).not.toContain(accessToken);
      expect(text).not.toContain("session-token");
    }
    const session = await (await context.request.get("/api/auth/session")).text();
    expect(session).not.toContain(accessToken);
    expect(session).not.toMatch(/accessToken/i);
  });

  test("an expired upstream token ends the session on the next request", async ({ page, context, baseURL }) => {
    await signIn(page, facilitator.email, facilitator.password, "facilitator");
    const cookie = (await sessionCookie(context))!;
    const token = (await decode({ token: cookie.value, secret: e2eSecret }))!;
    expect(token.accessTokenExpires).toBeGreaterThan(Date.now());
    // The same session, its upstream token's expiry moved into the past.
    const expired = await encode({ token: { ...token, accessTokenExpires: Date.now() - 1000 }, secret: e2eSecret });
    await context.addCookies([{ name: sessionCookieName, value: expired, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

    await page.goto("/games-overview");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await sessionUser(context)).toBeNull();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test("sign out from the avatar menu clears the session", async ({ page, context }) => {
    await signIn(page, facilitator.email, facilitator.password, "facilitator");
    await page.goto("/");
    const menuButton = header(page).getByRole("button", { name: /Signed in as/ });
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(facilitator.email)).toBeVisible();
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(header(page).getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    expect(await sessionCookie(context)).toBeUndefined();
    expect(await sessionUser(context)).toBeNull();
  });

  // It landed on / and then jumped ~660 px down to the catalogue, without a word.
  test("sign out from the dashboard lands at the top of / and says 'You have signed out' @mobile", async ({ page }) => {
    await signIn(page, facilitator.email, facilitator.password, "facilitator");
    await page.goto("/games-overview");
    await header(page)
      .getByRole("button", { name: /Signed in as/ })
      .click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("status").getByText("You have signed out.")).toBeVisible();
    await expect(header(page).getByRole("button", { name: /Signed in as/ })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toHaveCount(0);
    // Once the page's code has run (it takes the notice out of the address), still at the top: nothing
    // scrolled it to the catalogue, as the old client-side sign-out did.
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("Edit profile changes the name shown in the menu", async ({ page, context }) => {
    const email = uniqueEmail("profile");
    const register = await page.request.post("/api/register", {
      headers: { "x-forwarded-for": testClientAddress() },
      data: { name: "Pat Before", email, display_type: "Student", password: "secret-123", confirmPassword: "secret-123", terms: true },
    });
    expect(register.ok()).toBe(true);
    await signIn(page, email, "secret-123");
    await page.goto("/");
    await header(page).getByRole("button", { name: "Signed in as Pat Before" }).click();
    await page.getByRole("menuitem", { name: "Edit profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit profile" });
    await dialog.getByLabel("Name").fill("Pat After");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "Signed in as Pat After" })).toHaveText("PA");
    expect((await sessionUser(context))?.name).toBe("Pat After");
  });

  test("Google sign-in through the local OpenID provider", async ({ page, context }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: `Signed in as ${googleAccount.name}` })).toBeVisible();
    const user = await sessionUser(context);
    expect(user).toMatchObject({ email: googleAccount.email, type: "student" });
  });
});

test("a session cookie renamed as next-auth still reads it (.x, Z) is a signed-in visitor to the proxy too: /login sends the person home", async ({
  page,
  browser,
}) => {
  await signIn(page, student.email, student.password);
  const session = await sessionCookie(page.context());
  expect(session?.name).toBe(sessionCookieName);
  for (const name of [`${sessionCookieName}.x`, `${sessionCookieName}Z`]) {
    // A browser that has only the renamed cookie, as an attacker's request would carry it.
    const other = await browser.newContext({
      extraHTTPHeaders: { cookie: `${name}=${session!.value}`, "x-forwarded-for": testClientAddress() },
    });
    const login = await other.request.get("/login", { maxRedirects: 0 });
    expect([login.status(), login.headers().location], name).toEqual([307, expect.stringMatching(/^(http:\/\/localhost:\d+)?\/$/)]);
    expect((await sessionUser(other))?.email, name).toBe(student.email);
    await other.close();
  }
});
