import "@/test-support/api/env";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { eq } from "drizzle-orm";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { call, jsonOf } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as passwordReset from "./password-reset/route";
import * as register from "./register/route";

/**
 * Sign-ups whose address displays as another account's: characters that draw nothing, and look-alikes
 * of an existing account (digits for letters, marks on a letter), each refused in words.
 */
const fixture = freshEmbedded({ demoAccounts: false });

jest.setTimeout(120_000);
beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  configureRateLimitForTests({ enabled: false });
  for (const email of ["student@example.com", "facilitator@example.com", "strasse.x@example.com", "lily@example.com"])
    expect((await signUp(email)).status).toBe(201);
});
afterAll(() => restoreRouteTestState(fixture), 30_000);

function signUp(email: string) {
  const password = "secret-123";
  return call(register, "POST", "/api/register", {
    json: { name: "Kate Example", email, display_type: "Student", password, confirmPassword: password, terms: true },
  });
}

const invisible = { errors: { email: [messages.limits.emailInvisible] } };
const invalid = { errors: { email: [messages.signup.emailInvalid] } };
const looksLike = { message: messages.upstream.emailLooksLikeAnother };
const taken = { message: messages.upstream.emailTaken };

describe("POST /api/register: addresses that display as another account's", () => {
  it.each([
    ["a combining grapheme joiner (U+034F)", "stu\u034Fdent@example.com", 400, invisible],
    ["variation selector 1 (U+FE00)", "stu\uFE00dent@example.com", 400, invisible],
    ["variation selector 16 (U+FE0F)", "student\uFE0F@example.com", 400, invisible],
    ["variation selector 17 (U+E0100)", "stu\u{E0100}dent@example.com", 400, invisible],
    ["a Mongolian free variation selector (U+180B)", "stu\u180Bdent@example.com", 400, invisible],
    ["a Hangul filler (U+3164)", "stu\u3164dent@example.com", 400, invisible],
    ["a Khmer inherent vowel (U+17B4)", "stu\u17B4dent@example.com", 400, invisible],
    ["a zero-width space (U+200B)", "stu\u200Bdent@example.com", 400, invalid],
    ["a zero-width joiner (U+200D)", "stu\u200Ddent@example.com", 400, invalid],
    ["a tag character (U+E0061)", "student\u{E0061}@example.com", 400, invalid],
    ["a digit 0 for an o", "facilitat0r@example.com", 409, looksLike],
    ["a digit 1 for an l", "faci1itator@example.com", 409, looksLike],
    ["a digit 1 for an l, twice", "1i1y@example.com", 409, looksLike],
    ["a dot above (precomposed ṫ)", "studen\u1E6B@example.com", 409, looksLike],
    ["a combining dot above", "studen" + "t\u0307@example.com", 409, looksLike],
    ["a combining acute accent", "stu\u0301dent@example.com", 409, looksLike],
    ["an accented letter", "st\u00FCdent@example.com", 409, looksLike],
    ["ß: the same address as ss", "stra\u00DFe.x@example.com", 409, taken],
    ["a dotless ı: the same address as i", "l\u0131ly@example.com", 409, taken],
  ])("%s → %s, refused in words", async (_what, email, status, body) => {
    const response = await signUp(email);
    expect([response.status, await jsonOf(response)]).toEqual([status, expect.objectContaining(body)]);
  });

  it("an address that only resembles none of them is taken", async () => {
    expect((await signUp("studio@example.com")).status).toBe(201);
  });
});

describe("mail goes to the address as typed; the canonical form is only the key", () => {
  const outboxTo = async (recipient: string) =>
    (await (await storeDb()).select().from(storeTables.mailOutbox).where(eq(storeTables.mailOutbox.recipient, recipient))).map(
      (row) => row.subject,
    );

  it("sign-up with ß: the verification link and a reset asked under any spelling go to the ß address", async () => {
    const typed = "Stra\u00DFe.Y@example.com";
    const response = await signUp(` ${typed} `);
    expect(response.status).toBe(201);
    expect(await outboxTo(typed)).toEqual([expect.stringMatching(/confirm|verify/i)]);
    expect(await outboxTo("strasse.y@example.com")).toEqual([]);
    // The same account under its key's spelling.
    await expect(fixture.upstream.loginStudent({ email: "strasse.y@example.com", password: "secret-123" })).resolves.toMatchObject({
      user: { email: typed },
    });

    const reset = await call(passwordReset, "POST", "/api/password-reset", { json: { email: "STRASSE.Y@example.com", mode: "student" } });
    expect(reset.status).toBe(200);
    await afterAnswerSettled();
    expect(await outboxTo(typed)).toHaveLength(2);
    expect(await outboxTo("strasse.y@example.com")).toEqual([]);
  });
});
