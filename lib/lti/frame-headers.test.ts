import { framedPagePolicy, ltiHandlerPolicy } from "./frame-headers.mjs";

describe("the frame policy of LTI answers", () => {
  it("lets https platforms frame the picker and keeps the rest of the site's policy", () => {
    const site = "default-src 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";
    const framed = framedPagePolicy(site);
    expect(framed).toContain("frame-ancestors 'self' https:");
    expect(framed).not.toContain("frame-ancestors 'none'");
    expect(framed).toBe("default-src 'self'; form-action 'self'; frame-ancestors 'self' https:; object-src 'none'");
    expect(framedPagePolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'self' https:");
  });

  it("gives handler pages no script but their own, and forms only the named target", () => {
    const policy = ltiHandlerPolicy({ formAction: "https://lms.example.edu", scriptHashes: ["sha256-abc"] });
    expect(policy).toContain("script-src 'sha256-abc'");
    expect(policy).toContain("form-action https://lms.example.edu");
    expect(ltiHandlerPolicy()).toContain("script-src 'none'");
  });
});
