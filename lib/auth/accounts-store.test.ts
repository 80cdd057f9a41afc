import { eq } from "drizzle-orm";
import { storeTables } from "@/lib/store";
import { hashSecretHandle } from "@/lib/store/secret-handles";
import { memoryStoreForFile } from "@/test-support/store/memory-store";
import { checkToken, claimToken, issueToken, lastIssuedAt, releaseToken, tokenLifetimeSeconds } from "./one-time-tokens";
import { isEmailVerifiedHere, markEmailVerified } from "./verified-emails";

const db = memoryStoreForFile();

const t0 = new Date("2026-11-23T12:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

describe("one-time tokens", () => {
  it("are 256 random bits in base64url and stored only as their SHA-256 hash", async () => {
    const token = await issueToken(db(), "password-reset", { email: "Hash.Only@Example.com", mode: "student" }, t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { oneTimeTokens } = storeTables;
    const rows = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.email, "hash.only@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSecretHandle(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("work once, within 30 minutes, and name the address and mode they were made for", async () => {
    expect(tokenLifetimeSeconds["password-reset"]).toBe(30 * 60);
    const token = await issueToken(db(), "password-reset", { email: "once@example.com", mode: "facilitator" }, t0);
    expect(await checkToken(db(), "password-reset", token, minutes(29))).toEqual({
      ok: true,
      email: "once@example.com",
      mode: "facilitator",
    });
    expect(await claimToken(db(), "password-reset", token, minutes(29))).toEqual({
      ok: true,
      email: "once@example.com",
      mode: "facilitator",
    });
    expect(await claimToken(db(), "password-reset", token, minutes(29))).toEqual({ ok: false, problem: "used" });
  });

  it("expire after 30 minutes", async () => {
    const token = await issueToken(db(), "password-reset", { email: "late@example.com", mode: "student" }, t0);
    expect(await claimToken(db(), "password-reset", token, minutes(30))).toEqual({ ok: false, problem: "expired" });
  });

  it("a newer token replaces the older ones of the same address", async () => {
    const older = await issueToken(db(), "password-reset", { email: "twice@example.com", mode: "student" }, t0);
    const newer = await issueToken(db(), "password-reset", { email: "TWICE@example.com ", mode: "student" }, minutes(1));
    expect(await checkToken(db(), "password-reset", older, minutes(2))).toEqual({ ok: false, problem: "unknown" });
    expect((await checkToken(db(), "password-reset", newer, minutes(2))).ok).toBe(true);
    expect(await lastIssuedAt(db(), "password-reset", "twice@example.com", minutes(2))).toEqual(minutes(1));
    // Once the newest is used (or expired) nothing holds a new request back.
    await claimToken(db(), "password-reset", newer, minutes(2));
    expect(await lastIssuedAt(db(), "password-reset", "twice@example.com", minutes(3))).toBeNull();
  });

  it("refuse unknown, malformed and other-purpose tokens", async () => {
    const verify = await issueToken(db(), "verify-email", { email: "purpose@example.com", mode: "student" }, t0);
    expect(await claimToken(db(), "password-reset", verify, minutes(1))).toEqual({ ok: false, problem: "unknown" });
    expect(await claimToken(db(), "password-reset", "x".repeat(43), minutes(1))).toEqual({ ok: false, problem: "unknown" });
    expect(await claimToken(db(), "password-reset", "'; drop table site_one_time_tokens; --", minutes(1))).toEqual({
      ok: false,
      problem: "unknown",
    });
  });

  it("of two concurrent claims, exactly one wins", async () => {
    const token = await issueToken(db(), "password-reset", { email: "race@example.com", mode: "student" }, t0);
    const results = await Promise.all([1, 2, 3].map(() => claimToken(db(), "password-reset", token, minutes(1))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, problem: "used" },
      { ok: false, problem: "used" },
    ]);
  });

  it("a released token (the upstream was down) can be used again", async () => {
    const token = await issueToken(db(), "password-reset", { email: "retry@example.com", mode: "student" }, t0);
    expect((await claimToken(db(), "password-reset", token, minutes(1))).ok).toBe(true);
    await releaseToken(db(), "password-reset", token);
    expect((await claimToken(db(), "password-reset", token, minutes(2))).ok).toBe(true);
  });
});

describe("verified e-mails", () => {
  it("are recorded once, whatever the case of the address", async () => {
    expect(await isEmailVerifiedHere(db(), "new@example.com")).toBe(false);
    await markEmailVerified(db(), " New@Example.com");
    await markEmailVerified(db(), "new@example.com");
    expect(await isEmailVerifiedHere(db(), "NEW@example.com")).toBe(true);
  });
});
