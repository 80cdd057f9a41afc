import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/test";

/** The headers every answer carries, pages or not (security-headers.mjs, sent by the site's server). */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

for (const path of ["/%ff", "/%", "/%5Bslug%5D", "/join/%ZZ"]) {
  test(`a malformed path ${path} answers 400 "Bad request." with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: "Bad request." });
    expectSecurityHeaders(response);
  });
}

test("an unknown /api/ path answers a JSON 404 with the security headers", async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expectSecurityHeaders(response);
});

test("a redirect carries the security headers too", async ({ request }) => {
  const response = await request.get("/factory-manager-experience", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe("/toc");
  expectSecurityHeaders(response);
});
