import { accessTokenExpiresAt, isSessionLive, liveSessionUser } from "./session-token";
import type { SessionUser, SessionUserFields } from "./session-user";

const user: SessionUserFields = { uid: "u1", email: "a@b.co", name: "Ann Lee", picture: null, type: "student" };
const signedIn: SessionUser = { uid: "u1", email: "a@b.co", name: "Ann Lee", picture: null, role: "student" };
const now = 1_700_000_000_000;

describe("accessTokenExpiresAt", () => {
  it("turns the upstream exp (seconds) into milliseconds", () => {
    expect(accessTokenExpiresAt(1_700_000_100, now, 60)).toBe(1_700_000_100_000);
  });
  it("falls back to a lifetime from now when the token has no exp", () => {
    expect(accessTokenExpiresAt(null, now, 60)).toBe(now + 60_000);
    expect(accessTokenExpiresAt(Number.NaN, now, 60)).toBe(now + 60_000);
  });
});

describe("isSessionLive / liveSessionUser", () => {
  const token = { user, accessToken: "t", accessTokenExpires: now + 1000 };

  it("is live before the upstream token expires", () => {
    expect(isSessionLive(token, now)).toBe(true);
    expect(liveSessionUser(token, now)).toEqual(signedIn);
  });
  it("ends once the expiry has passed", () => {
    expect(isSessionLive(token, now + 1000)).toBe(false);
    expect(liveSessionUser(token, now + 5000)).toBeNull();
  });
  it("is not live without a user, a token or an expiry", () => {
    expect(isSessionLive(null, now)).toBe(false);
    expect(isSessionLive({}, now)).toBe(false);
    expect(isSessionLive({ user, accessTokenExpires: now + 1000 }, now)).toBe(false);
    expect(isSessionLive({ user, accessToken: "t" }, now)).toBe(false);
  });
});
