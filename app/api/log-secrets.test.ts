import "@/test-support/api/env";
import { eq } from "drizzle-orm";
import { credentialsProvider } from "@/lib/auth/providers";
import { emailHash } from "@/upstream-contract/email-address/hash";
import { savePlatform } from "@/lib/lti/store/platforms";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { configureRateLimitForTests } from "@/lib/limits";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { call, sessionCookie } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { captureLogLines } from "@/test-support/capture-logs";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as launch from "./lti/launch/route";
import * as passwordResetConfirm from "./password-reset/confirm/route";
import * as passwordReset from "./password-reset/route";
import * as trial from "./trial/route";

// Sign-in reads the browser's device cookie; outside Next's request scope there is none to read or write.
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}));

jest.setTimeout(60_000);

/**
 * No secret in a log line, checked on the lines the server writes (captured as written): a sign-in, a reset, a
 * trial and an LTI launch leave lines that name what happened, and none of them holds the password, the
 * mailed token, a cookie or the plain address (only its hash).
 */
const fixture = freshEmbedded();
const logs = captureLogLines();
const student = seedAccounts.student.email;

beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60 });
}, 60_000);
afterAll(() => restoreRouteTestState(fixture), 30_000);

function expectNoneOf(secrets: string[]) {
  const written = logs.raw.join("");
  for (const secret of secrets) expect({ secret, found: written.includes(secret) }).toEqual({ secret, found: false });
}

const authorize = credentialsProvider("student").options.authorize as (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<unknown>;

describe("log lines carry no secret", () => {
  it("a sign-in and a refused one: the outcome and the address's hash, never the password or the address", async () => {
    const client = { headers: { "x-forwarded-for": "127.203.113.48" } };
    await expect(authorize({ email: ` ${student.toUpperCase()} `, password: seedPassword }, client)).resolves.toMatchObject({
      email: student,
      type: "student",
    });
    await expect(authorize({ email: student, password: "Wrong-Horse-Battery-9" }, client)).rejects.toThrow();
    const logins = logs.lines.filter((line) => line.event === "login");
    expect(logins.map((line) => [line.kind, line.outcome, line.emailHash])).toEqual([
      ["student", "ok", emailHash(student)],
      ["student", "refused", emailHash(student)],
    ]);
    expectNoneOf([seedPassword, "Wrong-Horse-Battery-9", student, student.toUpperCase()]);
  });

  it("a reset: the mail's template and outcome, never the token, the new password or the address", async () => {
    const asked = await call(passwordReset, "POST", "/api/password-reset", { json: { email: student, mode: "student" } });
    expect(asked.status).toBe(200);
    await afterAnswerSettled();
    const { mailOutbox } = storeTables;
    const [mail] = await (await storeDb()).select().from(mailOutbox).where(eq(mailOutbox.recipient, student)).orderBy(mailOutbox.id);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)?.[1];
    expect(token).toHaveLength(43);
    const done = await call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
      json: { token, new_password: "Fresh-Secret-42", confirm_password: "Fresh-Secret-42" },
    });
    expect(done.status).toBe(200);
    expect(logs.lines.find((line) => line.event === "mail")).toMatchObject({
      template: "password-reset",
      outcome: "queued",
      toHash: emailHash(student),
    });
    expectNoneOf([token!, "Fresh-Secret-42", student]);
  });

  it("a trial: never the session cookie or the address typed", async () => {
    const cookie = await sessionCookie(
      await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword }),
    );
    const answer = await call(trial, "POST", "/api/trial", {
      cookie,
      json: { email: "trial-person@example.org", name: "Tess", role: "Student", current_trial_game_id: "ev-gambit" },
    });
    expect(answer.status).toBeLessThan(500);
    expectNoneOf(["trial-person@example.org", cookie.split("=").slice(1).join("=").slice(0, 40)]);
  });

  it("an LTI launch refused: the reason, never the launch token", async () => {
    await savePlatform(await storeDb(), {
      name: "Test LMS",
      issuer: "https://lms.example.edu",
      clientId: "tool-client",
      deploymentIds: ["dep-1"],
      authLoginUrl: "https://lms.example.edu/authorize",
      jwksUrl: "https://lms.example.edu/jwks",
      tokenUrl: "https://lms.example.edu/token",
    });
    const idToken = "eyJhbGciOiJSUzI1NiJ9.eyJzZWNyZXQiOiJsYXVuY2gifQ.c2lnbmF0dXJlLXNlY3JldA";
    const answer = await call(launch, "POST", "/api/lti/launch", {
      raw: new URLSearchParams({ id_token: idToken, state: "S".repeat(43) }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      origin: "https://lms.example.edu",
    });
    expect(answer.status).toBe(400);
    expect(logs.lines.find((line) => line.event === "lti")).toMatchObject({ outcome: "refused" });
    expectNoneOf([idToken, idToken.split(".")[1]!, idToken.split(".")[2]!]);
  });
});
