import { expect, type Page } from "@playwright/test";
import { simulatorUrl } from "../test-support/lti-platform/config.mjs";

export { simulatorUrl };

/** A launch as the simulator's course page starts it; the keys are test-support/lti-platform/server.mjs's /start options. */
export type LaunchOptions = Partial<
  Record<
    | "role"
    | "message"
    | "game"
    | "code"
    | "fault"
    | "name"
    | "email"
    | "sub"
    | "target"
    | "login_iss"
    | "login_client_id"
    | "login_method"
    | "client"
    | "course"
    | "grades",
    string
  >
>;

/**
 * Clicks the course link: the simulator starts the OIDC login, the tool redirects, the platform posts the
 * launch. `platform` is another simulator's address (config.mjs standInPlatform: the reference game host's site).
 */
export async function launch(page: Page, options: LaunchOptions, platform = simulatorUrl): Promise<void> {
  await page.goto(`${platform}/start?${new URLSearchParams(options as Record<string, string>)}`);
}

/** A person nobody else in the run is: each instructor launch makes its own facilitator account. */
export const uniqueSubject = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Games' own sites are not on loopback: each answers with a page naming itself. */
export async function stubGameSites(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.hostname.endsWith(".bizsimlab.example"),
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Game</title><h1>Game session</h1>" }),
  );
}

/** Nobody is signed in to the site: no session cookie, and next-auth's session is empty. */
export async function expectNobodySignedIn(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.includes("next-auth.session-token"))).toEqual([]);
  const session = await page.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
}
