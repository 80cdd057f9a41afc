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

test("pages render with the policy in force: no CSP violations in the console", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.goto("/the-ev-gambit");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  expect(violations).toEqual([]);
});
