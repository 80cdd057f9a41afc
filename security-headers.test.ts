import { securityHeaders } from "./security-headers.mjs";

/**
 * The headers every answer carries. That a plain `next start` and nginx's cache really send them on a page,
 * an API answer, a redirect, a 404 and a build asset, and that pages run under the policy in Chromium, is
 * the production recipe's test (deploy/recipe.test.mjs, "headers through nginx").
 */
const headersOf = (production: boolean) =>
  Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key.toLowerCase(), value]));
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("the security headers", () => {
  const production = headersOf(true);
  const policy = production["content-security-policy"]!;

  it("keep everything to the site itself, with no eval and no framing of the site", () => {
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("allow scripts only from the site, its inline bootstrap (prerendered pages carry no nonce) and the video players", () => {
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://www.youtube.com https://s.ytimg.com https://player.vimeo.com",
    );
    expect(policy).not.toContain("unsafe-eval");
  });

  it("say nosniff, DENY, a strict referrer, no camera, and two years of HTTPS in production only", () => {
    expect(production).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": "max-age=63072000; includeSubDomains",
    });
    expect(production["permissions-policy"]).toContain("camera=()");
    expect(headersOf(false)["strict-transport-security"]).toBeUndefined();
  });
});
