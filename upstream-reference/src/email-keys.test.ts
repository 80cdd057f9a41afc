import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import { emailSkeleton } from "@/upstream-contract/email-address/skeleton";
import { emailKeyCollisions, fillEmailKeys, refreshEmailSkeletons } from "./email-keys";
import { users } from "./schema";

jest.setTimeout(60_000);

/** Accounts made before addresses had a canonical key: the key is computed once, and collisions listed, never merged. */
describe("computing the address keys of older accounts", () => {
  const fixture = freshEmbedded({ demoAccounts: false });
  afterAll(() => fixture.cleanup());

  it("keys each account once; two spellings of one address keep the older account and list the newer", async () => {
    const db = await fixture.upstream.ready();
    const older = { uid: randomUUID(), email: "Kate.Old@Example.com", type: "student" as const, createdAt: new Date(Date.now() - 60_000) };
    const newer = { uid: randomUUID(), email: "\uFF4Bate.old@example.com", type: "student" as const, createdAt: new Date() };
    const plain = { uid: randomUUID(), email: "Someone@Example.org", type: "instructor" as const };
    await db.insert(users).values([older, newer, plain]);

    await fillEmailKeys(db);
    await fillEmailKeys(db);

    const keyOf = async (uid: string) => (await db.select({ key: users.emailKey }).from(users).where(eq(users.uid, uid)))[0]?.key;
    expect(await keyOf(older.uid)).toBe("kate.old@example.com");
    expect(await keyOf(newer.uid)).toBeNull();
    expect(await keyOf(plain.uid)).toBe("someone@example.org");
    expect(await emailKeyCollisions(db)).toEqual([{ uid: newer.uid, email: newer.email, key: "kate.old@example.com", heldBy: older.uid }]);
    // The newer account cannot be reached by any spelling: log-in finds the older one.
    await expect(fixture.upstream.loginStudent({ email: "\uFF4Bate.old@example.com", password: "x" })).rejects.toThrow();
  });

  it("brings skeletons stored under an older rule to the current one", async () => {
    const db = await fixture.upstream.ready();
    const uid = randomUUID();
    // Stored before marks and case were folded: "facilitat0r" then kept the table's capital O.
    await db.insert(users).values({
      uid,
      email: "facilitat0r@example.net",
      emailKey: "facilitat0r@example.net",
      emailSkeleton: "facilitatOr@example.net",
      type: "student",
    });
    await refreshEmailSkeletons(db);
    const [row] = await db.select({ skeleton: users.emailSkeleton }).from(users).where(eq(users.uid, uid));
    expect(row?.skeleton).toBe(emailSkeleton("facilitator@example.net"));
  });
});
