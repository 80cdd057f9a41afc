import { trustedDeviceId, withAccount } from "./device-cookie";

const secret = { key: "a-secret-for-the-device-cookie-tests-0123" };

describe("the device cookie", () => {
  it("after a sign-in the browser is trusted for that account, and only for it", () => {
    const cookie = withAccount(undefined, "Owner@Example.org", secret);
    expect(trustedDeviceId(cookie, "owner@example.org", secret)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trustedDeviceId(cookie, "someone@example.org", secret)).toBeNull();
  });

  it("keeps the same browser id as more accounts sign in on it, up to ten", () => {
    let cookie = withAccount(undefined, "first@example.org", secret);
    const id = trustedDeviceId(cookie, "first@example.org", secret);
    for (let i = 0; i < 10; i++) cookie = withAccount(cookie, `other${i}@example.org`, secret);
    expect(trustedDeviceId(cookie, "other9@example.org", secret)).toBe(id);
    expect(trustedDeviceId(cookie, "first@example.org", secret)).toBeNull();
  });

  it("a cookie made with another secret, edited, or made up is not trusted", () => {
    const cookie = withAccount(undefined, "owner@example.org", secret);
    expect(trustedDeviceId(cookie, "owner@example.org", { key: "another-secret" })).toBeNull();
    const [id, tag] = cookie.split(".") as [string, string];
    expect(trustedDeviceId(`${"A".repeat(22)}.${tag}`, "owner@example.org", secret)).toBeNull();
    expect(trustedDeviceId(`${id}.${"A".repeat(22)}`, "owner@example.org", secret)).toBeNull();
    expect(trustedDeviceId("garbage", "owner@example.org", secret)).toBeNull();
    expect(trustedDeviceId(undefined, "owner@example.org", secret)).toBeNull();
  });

  it("a completed reset (a new epoch) revokes the account's older tags", () => {
    const before = withAccount(undefined, "owner@example.org", secret);
    const afterReset = { ...secret, epoch: "1764195000000" };
    expect(trustedDeviceId(before, "owner@example.org", afterReset)).toBeNull();
    expect(trustedDeviceId(withAccount(before, "owner@example.org", afterReset), "owner@example.org", afterReset)).not.toBeNull();
  });
});
