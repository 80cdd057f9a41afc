import { clearedParentDomainCookie, parentDomainCookie, PARENT_COOKIE_MAX_AGE_SECONDS } from "./parent-cookie";

describe("parent-domain cookie", () => {
  it("is not set without a configured domain", () => {
    expect(parentDomainCookie(undefined, "tok")).toBeNull();
    expect(parentDomainCookie("", "tok")).toBeNull();
    expect(clearedParentDomainCookie(undefined)).toBeNull();
  });

  it("carries the token for 5 days on path /, secure, SameSite Lax, httpOnly", () => {
    const cookie = parentDomainCookie(".example.com", "tok");
    expect(cookie).toMatchObject({
      value: "tok",
      options: { domain: ".example.com", path: "/", secure: true, httpOnly: true, sameSite: "lax", maxAge: PARENT_COOKIE_MAX_AGE_SECONDS },
    });
    expect(PARENT_COOKIE_MAX_AGE_SECONDS).toBe(432_000);
  });

  it("never outlives 5 days and can be shortened to the token's own lifetime", () => {
    expect(parentDomainCookie(".example.com", "tok", 60)?.options.maxAge).toBe(60);
    expect(parentDomainCookie(".example.com", "tok", 10 ** 9)?.options.maxAge).toBe(PARENT_COOKIE_MAX_AGE_SECONDS);
  });

  it("is cleared with the same domain and path", () => {
    expect(clearedParentDomainCookie(".example.com")).toMatchObject({
      value: "",
      options: { domain: ".example.com", path: "/", maxAge: 0 },
    });
  });
});
