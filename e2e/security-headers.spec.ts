import { expect, test, type APIResponse } from "@playwright/test";

/**
 * A plain `next start` of a plain `next build` (the suite's server) sends the same security headers on
 * every kind of answer, from next.config's headers() and the proxy; deploy/recipe.test.mjs asks the same
 * of the recipe's nginx.
 */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

test("a prerendered page carries the security headers", async ({ request }) => {
  const response = await request.get("/the-ev-gambit");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
});

test("an API answer carries the security headers", async ({ request }) => {
  const response = await request.get("/api/simulations");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
});

test("a game's old address redirects for good, with the security headers", async ({ request }) => {
  for (const [old, now] of [
    ["/factory-manager-experience", "/toc"],
    ["/fruit-beer-game", "/fruit-bear-game"],
  ]) {
    const response = await request.get(old!, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe(now);
    expectSecurityHeaders(response);
  }
});

test("the dashboard's redirect to log-in carries the security headers", async ({ request }) => {
  const response = await request.get("/games-overview", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/login?redirect=/games-overview");
  expectSecurityHeaders(response);
});

test("a page that does not exist answers 404 with the security headers", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page Not Found");
  expectSecurityHeaders(response);
});

test("an unknown /api/ path answers a JSON 404 with the security headers", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expectSecurityHeaders(response);
});

test("a build asset carries the security headers and a year's caching", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(asset, "the home page names a script under /_next/static/").toBeDefined();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expectSecurityHeaders(response);
});
