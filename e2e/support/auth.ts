import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { Role } from "../../lib/roles";

/** Seeded by the embedded upstream on every fresh e2e database. */
export const demoAccounts = {
  facilitator: { email: "facilitator@example.com", password: "demo-password", mode: "facilitator" as const },
  student: { email: "student@example.com", password: "demo-password", mode: "student" as const },
};

/** The Google account the local OpenID provider (support/mock-oidc.mjs) signs in. */
export const googleAccount = { email: "gina.google@example.com", name: "Gina Google" };

/** Same default as scripts/serve-e2e.mjs. */
export const e2eSecret = process.env.NEXTAUTH_SECRET || "e2e-secret-not-for-production-0123456789";
export const sessionCookieName = "next-auth.session-token";

/** A client address of its own (the site's rate limits key on X-Forwarded-For), so tests never share a budget. */
export function testClientAddress(): string {
  return `127.51.100.${Math.floor(Math.random() * 254) + 1}, e2e-auth-${Math.random().toString(36).slice(2, 10)}`;
}

/** Gives every request of the context its own rate-limit key; call in beforeEach. */
export async function isolateRateLimits(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientAddress() });
}

/**
 * Opens the embedded database before the first test needs it (a cold start takes several seconds
 * on a fresh e2e data folder). Use in `test.beforeAll` with a generous timeout.
 */
export async function warmUpUpstream(request: APIRequestContext): Promise<void> {
  await request.get("/api/simulations", { timeout: 60_000 }).catch(() => undefined);
}

/** A fresh address per call, so tests never collide on the shared database. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs the page's browser context in through next-auth's own endpoints (fast; no page load).
 * Later navigations of `page` are signed in. Throws with the server's message when refused.
 */
export async function signIn(page: Page, email: string, password: string, mode: Role = "student"): Promise<void> {
  const request = page.context().request;
  // The request shares the page's cookies: an answer the open page was still waiting for (its session
  // check) can bring a new CSRF cookie between our two requests. next-auth then answers `?csrf=true` and
  // signs no one in, as it would a browser; like next-auth's own client, ask for a token again.
  for (let attempt = 1; ; attempt += 1) {
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await request.post(`/api/auth/callback/${mode}-credentials`, {
      form: { email, password, csrfToken, callbackUrl: "/", json: "true" },
      headers: { "x-forwarded-for": testClientAddress() },
    });
    expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
    const { url } = (await response.json()) as { url: string };
    const params = new URL(url, "http://x").searchParams;
    const error = params.get("error");
    if (error) throw new Error(`Sign-in refused for ${email}: ${error}`);
    if (!params.has("csrf")) return;
    if (attempt === 3) throw new Error(`Sign-in for ${email}: the CSRF token was refused three times`);
  }
}

/** Signs in by filling the /login form, as a person would, and waits to leave the page. */
export async function signInThroughForm(page: Page, email: string, password: string, mode: Role = "student", query = ""): Promise<void> {
  await page.goto(`/login${query}`);
  if (mode === "facilitator") await page.getByRole("radio", { name: "Facilitator" }).check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** The signed-in user as the session endpoint reports it, or null. */
export async function sessionUser(context: BrowserContext): Promise<{ uid: string; email: string; name: string; type: string } | null> {
  const body = (await (await context.request.get("/api/auth/session")).json()) as {
    user?: { uid: string; email: string; name: string; type: string };
  };
  return body.user ?? null;
}
