import { expect, test, type Page } from "@playwright/test";
import { isolateRateLimits, uniqueEmail, warmUpUpstream } from "./support/auth";

/**
 * After a few wrong passwords the log-in page says, in words, how long to wait, with the
 * seconds of the server's Retry-After. A fresh account name per test, so no other spec's account waits.
 */

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await warmUpUpstream(request);
  // The first log-in opens the site's own store (its limit counters): a cold start takes seconds here.
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/student-credentials", {
    form: { email: uniqueEmail("warm-up"), password: "x", csrfToken, json: "true" },
    timeout: 150_000,
  });
});
test.beforeEach(async ({ context }) => isolateRateLimits(context));

function alertOf(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

async function submit(page: Page, email: string, password: string) {
  const answer = page.waitForResponse((response) => response.url().includes("/api/auth/callback/student-credentials"));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  return answer;
}

test("after six wrong passwords the log-in page says how many seconds to wait", async ({ page }) => {
  const email = uniqueEmail("guess");
  await page.goto("/login");
  for (let i = 0; i < 6; i++) {
    const answer = await submit(page, email, `wrong-${i}`);
    expect(answer.status()).toBe(401);
    await expect(alertOf(page)).toHaveText("Invalid email or password");
    await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeEnabled();
  }

  const refused = await submit(page, email, "wrong-again");
  expect(refused.status()).toBe(429);
  const seconds = refused.headers()["retry-after"];
  expect(seconds).toMatch(/^[1-5]$/);
  await expect(alertOf(page)).toHaveText(`Too many attempts. Please try again in ${seconds} seconds.`);
  await expect(page).toHaveURL(/\/login/);
});
