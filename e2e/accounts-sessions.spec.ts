import { expect, test } from "@playwright/test";
import { demoAccounts, sessionCookieName, sessionUser, signIn, testClientAddress } from "./support/auth";
import { setUpAccountsSpec } from "./support/accounts";

setUpAccountsSpec();

test("a session cookie copied before sign-out gets no user afterwards, anywhere", async ({ page, context, browser }) => {
  const { email, password } = demoAccounts.facilitator;
  await signIn(page, email, password, "facilitator");
  const copied = (await context.cookies()).find((cookie) => cookie.name === sessionCookieName);
  expect(copied?.value).toMatch(/\S{40,}/);

  await page.goto("/");
  await page.getByRole("button", { name: /Signed in as/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();

  const replay = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testClientAddress() } });
  await replay.addCookies([copied!]);
  expect(await sessionUser(replay)).toBeNull();
  const replayed = await replay.newPage();
  await replayed.goto("/games-overview");
  await expect(replayed).toHaveURL(/\/login\?redirect=%2Fgames-overview|\/login\?redirect=\/games-overview/);
  const trial = await replay.request.post("/api/trial", { data: { email, name: "x", current_trial_game_id: "fruit-beer" } });
  expect(trial.status()).toBe(401);
  expect((await replay.request.get("/api/documents/fruit-bear-game/game-guide")).status()).toBe(401);
  expect((await replay.request.get("/api/dashboard/games")).status()).toBe(401);
  await replay.close();
});

test("a fresh sign-in after a sign-out works: only the ended session is refused", async ({ page, context }) => {
  const { email, password } = demoAccounts.student;
  await signIn(page, email, password, "student");
  await page.goto("/");
  await page.getByRole("button", { name: /Signed in as/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await signIn(page, email, password, "student");
  expect((await sessionUser(context))?.email).toBe(email);
});
