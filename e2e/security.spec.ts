import { expect, test } from "@playwright/test";

for (const route of ["/", "/the-ev-gambit", "/privacy-policy", "/login", "/api/simulations"]) {
  test(`security headers on ${route}`, async ({ request }) => {
    const response = await request.get(route);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

const scriptSrc = (csp: string) => csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";

// One policy for every page (docs/decisions/content-security-policy.md): prerendered pages cannot carry a
// per-request nonce, so inline scripts are allowed and nothing else is: no eval, no other script host.
for (const route of ["/", "/the-ev-gambit", "/privacy-policy", "/login", "/signup"]) {
  test(`${route}: scripts only from the site itself, its inline bootstrap and the video players`, async ({ request }) => {
    const response = await request.get(`${route}?from=a-shared-link`);
    expect(scriptSrc(response.headers()["content-security-policy"] ?? "").trim()).toBe(
      "script-src 'self' 'unsafe-inline' https://www.youtube.com https://s.ytimg.com https://player.vimeo.com",
    );
  });
}

test("a page rendered per request keeps the base policy", async ({ request }) => {
  const response = await request.get("/join/P5-AB12");
  expect(scriptSrc(response.headers()["content-security-policy"] ?? "")).toContain("'unsafe-inline'");
});

test("pages render with the policy in force: no CSP violations in the console", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeVisible();
  await page.goto("/the-ev-gambit");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  await expect(page.getByRole("tabpanel", { name: "Included Resources" })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill("student@example.com");
  expect(violations).toEqual([]);
});

// A slow phone shows the prerendered form seconds before its code runs; a press in that time would be
// the browser's own submission, which by default puts every field into the URL (history, server and
// proxy logs, the Referer of the next page). The log-in and sign-up forms stay disabled until their code
// has read the address; the home page's demo form keeps its button disabled until its code runs.
test("a form cannot be sent before the page's code ran, and none would send what was typed in the address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/#contactUs");
  const form = page.locator("#contactUs");
  await form.getByLabel("Name").fill("Early Bird");
  await expect(form.getByRole("button", { name: "Send my request" })).toBeDisabled();
  await expect(form.locator("form")).toHaveAttribute("method", "post");
  await page.goto("/login");
  await expect(page.getByRole("main").getByRole("button", { name: "Log In", exact: true })).toBeDisabled();
  await expect(page.getByRole("main").locator("form")).toHaveAttribute("method", "post");
  await context.close();
});
