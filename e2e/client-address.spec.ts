import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoAccounts, testClientAddress, uniqueEmail } from "./support/auth";

/**
 * The suite's server is a plain `next start` configured as docs/deploy.md says for production behind one
 * reverse proxy (TRUST_PROXY_HOPS=1): the client is the last X-Forwarded-For entry, the one that proxy
 * wrote. Here the test stands in for a proxy that appends: whatever a client forges goes before it.
 */
async function logIn(request: APIRequestContext, email: string, password: string, forwardedFor: string) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await request.post("/api/auth/callback/student-credentials", {
    form: { email, password, csrfToken, callbackUrl: "/", json: "true" },
    headers: { "x-forwarded-for": forwardedFor },
  });
  const { url } = (await answer.json()) as { url?: string };
  return { status: answer.status(), error: url ? new URL(url, "http://x").searchParams.get("error") : null };
}

test("20 failed log-ins with a forged X-Forwarded-For each spend the client's own budget, never another's", async ({ playwright }) => {
  test.setTimeout(120_000);
  const client = testClientAddress().split(",").pop()!.trim();
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = uniqueEmail("forged");
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    statuses.push((await logIn(request, email, `wrong-${i}`, `198.18.${i}.1, ${client}`)).status);
  }
  // Each forged address would have had five free tries: a refusal among the 20 says none was bought.
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses).toContain(429);

  // Another client, its correct password: the first client's failures are not its.
  const other = testClientAddress();
  const { student } = demoAccounts;
  expect(await logIn(request, student.email, student.password, other)).toEqual({ status: 200, error: null });
  await request.dispose();
});
