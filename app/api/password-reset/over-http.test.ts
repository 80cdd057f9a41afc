import "@/test-support/api/env";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { rememberUpstreamAccount } from "@/lib/auth/email-verification";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { configureRateLimitForTests } from "@/lib/limits";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { createHttpUpstream } from "@/lib/upstream/http/adapter";
import { startUpstreamServer, type RunningUpstreamServer } from "@/upstream-reference/src/http/server";
import { call } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as register from "../register/route";
import * as passwordReset from "./route";

/**
 * Reset links with an upstream over HTTP, whose calls cannot say whether an address has an account or
 * how its owner typed it: the site goes by the account's own address as the upstream answered it at a
 * sign-in here. The attacks replayed: a flood of made-up addresses, then the owner's reset; a reset asked
 * with another spelling of the owner's address.
 */
const fixture = freshEmbedded();
let server: RunningUpstreamServer;
const upstream = () =>
  createHttpUpstream({ apiUrl: server.url, adminApiUrl: `${server.url}/`, contactApiUrl: server.url, timeoutMs: 5000 });

jest.setTimeout(60_000);

beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
  setUpstreamForTests(upstream());
}, 60_000);

afterAll(async () => {
  await server?.close();
  await restoreRouteTestState(fixture);
}, 30_000);

const resetMailsTo = async (recipient: string) =>
  (await (await storeDb()).select().from(storeTables.mailOutbox).where(eq(storeTables.mailOutbox.recipient, recipient))).filter((row) =>
    row.subject.includes("Reset"),
  );

/** An account made through the site's sign-up, then signed in as next-auth's sign-in does (the upstream's account read once). */
async function signedUpAndIn(email: string) {
  const password = "secret-123";
  const answer = await call(register, "POST", "/api/register", {
    json: { name: "Kate Example", email, display_type: "Student", password, confirmPassword: password, terms: true },
  });
  expect(answer.status).toBe(201);
  const session = await upstream().loginStudent({ email, password });
  await rememberUpstreamAccount(session.access_token);
}

const askReset = (email: string, client: string) =>
  call(passwordReset, "POST", "/api/password-reset", { json: { email, mode: "student" }, client });

it("a reset asked with another spelling of an address goes to the account's own address, as its owner typed it", async () => {
  configureRateLimitForTests({ enabled: true, points: 50, windowSeconds: 600 });
  const tag = randomUUID().slice(0, 6);
  const owner = `stra\u00DFe.${tag}@example.com`;
  await signedUpAndIn(owner);
  expect((await askReset(`strasse.${tag}@example.com`, "127.0.47.1")).status).toBe(200);
  await afterAnswerSettled();
  expect(await resetMailsTo(`strasse.${tag}@example.com`)).toHaveLength(0);
  expect(await resetMailsTo(owner)).toHaveLength(1);
});

it("a flood of made-up addresses spends a pool of its own: a few links at most, and the owner's reset still mails the owner", async () => {
  // A reset ceiling of 30 an hour: made-up addresses, which the site cannot tell from accounts never
  // signed in here, share a tenth of it.
  configureRateLimitForTests({
    enabled: true,
    points: 100,
    windowSeconds: 600,
    globalPerHour: { register: 100, "password-reset": 30, contact: 100, trial: 100 },
  });
  const tag = randomUUID().slice(0, 6);
  const owner = `owner.${tag}@example.com`;
  await signedUpAndIn(owner);
  const statuses = new Set<number>();
  for (let i = 0; i < 40; i++) statuses.add((await askReset(`made-up-${i}.${tag}@example.net`, `127.0.47.${(i % 7) + 10}`)).status);
  expect([...statuses]).toEqual([200]);
  const owners = await askReset(owner, "127.0.47.30");
  expect(owners.status).toBe(200);
  await afterAnswerSettled();
  const madeUp = await (
    await storeDb()
  )
    .select()
    .from(storeTables.mailOutbox)
    .where(like(storeTables.mailOutbox.recipient, `made-up-%.${tag}@example.net`));
  expect(madeUp).toHaveLength(3);
  expect(await resetMailsTo(owner)).toHaveLength(1);
});
