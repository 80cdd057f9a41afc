import { expect, test } from "@playwright/test";
import { expectNobodySignedIn, launch, simulatorUrl, stubGameSites, uniqueSubject } from "./lti.helpers";
import { grantAccess } from "./support/reference-upstream";

// A launch is five requests across two servers on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
// An instructor's first launch also makes their upstream account (password hashing).
const SLOW = { timeout: 45_000 };

test.beforeEach(async ({ page }) => {
  await stubGameSites(page);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `127.51.100.${Math.floor(Math.random() * 254) + 1}` });
});

test.describe("a learner's course link", () => {
  test("lands in the game's session with the code, the learner's name and e-mail, and no account here", async ({ page }) => {
    await launch(page, { role: "learner", game: "the-ev-gambit", code: "p5-ab12", name: "Ada Lovelace", email: "ada@example.edu" });
    await expect(page.getByRole("heading", { name: "Game session" })).toBeVisible();
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe("https://ev-gambit.bizsimlab.example/join");
    expect(Object.fromEntries(landed.searchParams)).toEqual({ code: "P5-AB12", email: "ada@example.edu", name: "Ada Lovelace" });
    await expectNobodySignedIn(page);
  });

  test("without a session code lands on the game's join page", async ({ page }) => {
    await launch(page, { role: "learner", game: "fruit-bear-game", login_method: "get" });
    await expect(page.getByRole("heading", { name: "Game session" })).toBeVisible();
    expect(page.url()).toBe("https://fruit-beer.bizsimlab.example/lobby");
  });
});

test.describe("an instructor's course link", () => {
  test("signs the instructor in: the free trial of the game first, the game page once they hold access", async ({ page, request }) => {
    const sub = uniqueSubject("prof");
    await launch(page, { role: "instructor", game: "fruit-bear-game", sub, name: "Ines Instructor", email: "ines@example.edu" });
    // The first launch makes the upstream account (password hashing on a busy machine).
    await expect(page.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
    const me = await (await page.request.get("/api/auth/session")).json();
    expect(me.user).toMatchObject({ name: "Ines Instructor", type: "instructor" });
    // Never merged into a password account by e-mail: the LMS address is not the account's.
    expect(me.user.email).not.toBe("ines@example.edu");

    const granted = await grantAccess(request, {
      email: me.user.email,
      gameId: "fruit-beer",
      simulationName: "Fruit Beer Game",
      expiryDate: null,
    });
    expect(granted.ok()).toBe(true);

    await launch(page, { role: "instructor", game: "fruit-bear-game", sub, name: "Ines Instructor" });
    await expect(page).toHaveURL(/\/fruit-bear-game$/, SLOW);
    await expect(page.getByRole("heading", { level: 1, name: "Fruit Beer Game" })).toBeVisible();
    await page.getByRole("tab", { name: "Included Resources" }).click();
    await expect(page.getByRole("tabpanel", { name: "Included Resources" }).getByRole("link", { name: /Game Guide/ })).toBeVisible();
  });

  test("a teaching assistant's link signs them in as a facilitator, as the professor's does", async ({ page }) => {
    await launch(page, {
      role: "teaching-assistant",
      game: "toc",
      sub: uniqueSubject("ta"),
      name: "Tara Assistant",
      email: "tara@example.edu",
    });
    await expect(page.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
    const me = await (await page.request.get("/api/auth/session")).json();
    expect(me.user).toMatchObject({ name: "Tara Assistant", type: "instructor" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Signed in as Tara Assistant" })).toBeVisible();
    await page.goto("/games-overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Tara Assistant");
  });

  test("inside the platform's frame, offers a new window, where the instructor is signed in", async ({ page }) => {
    await launch(page, { role: "instructor", game: "toc", sub: uniqueSubject("framed"), name: "Fran Framed", target: "iframe" });
    const open = page.getByRole("link", { name: "Open BizSim Lab in a new window" });
    await expect(open).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await expect(popup.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
  });
});

test("an instructor launch's token posted from another browser signs nobody in", async ({ page, browser }) => {
  await launch(page, { role: "instructor", game: "toc", sub: uniqueSubject("attacker"), name: "Mallory Attacker", target: "iframe" });
  const href = await page.getByRole("link", { name: "Open BizSim Lab in a new window" }).getAttribute("href");
  const signIn = new URL(href!, page.url());
  expect(signIn.hash).toContain("token=");
  const victim = await browser.newContext({ baseURL: signIn.origin, extraHTTPHeaders: { "x-forwarded-for": "127.51.100.77" } });
  const victimPage = await victim.newPage();
  await victimPage.goto(signIn.toString());
  await expect(victimPage.getByRole("heading", { name: "We could not sign you in from your course." })).toBeVisible(SLOW);
  await expectNobodySignedIn(victimPage);
  await victim.close();
});

test("when the browser blocks the launch's cookie in the course page, a new window finishes the launch", async ({ page }) => {
  // As a browser that blocks third-party cookies in a frame: the login's state cookie is never kept.
  await page.route("**/api/lti/login", async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    await page.context().clearCookies({ name: /^lti-state-/ });
    const headers = { ...response.headers() };
    delete headers["set-cookie"];
    await route.fulfill({ response, headers });
  });
  await launch(page, { role: "learner", game: "the-ev-gambit", code: "P5-AB12", name: "Ada Lovelace" });
  await expect(page.getByRole("heading", { level: 1, name: "Your browser blocked BizSim Lab inside the course page" })).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Continue in a new window" }).click()]);
  await expect(popup.getByRole("heading", { name: "Game session" })).toBeVisible(SLOW);
  expect(new URL(popup.url()).searchParams.get("code")).toBe("P5-AB12");
});

test("deep linking: the professor picks a game and a code, and the platform verifies the signed answer", async ({ page }) => {
  await launch(page, { role: "instructor", message: "deep", sub: uniqueSubject("picker") });
  await expect(page.getByRole("heading", { name: "Choose a game for your course" })).toBeVisible();
  await page.getByRole("searchbox").fill("beer");
  await expect(page.getByText("Order Ops")).toBeHidden();
  await page.getByText("Fruit Beer Game").click();
  await page.getByLabel("Session code of your class (optional)").fill("FB-2041");
  await page.getByRole("button", { name: "Add to course" }).click();
  await expect(page.getByRole("heading", { name: "Deep linking response verified" })).toBeVisible(SLOW);
  await expect(page.getByText("Game: fruit-bear-game")).toBeVisible();
  await expect(page.getByText("Session code: FB-2041")).toBeVisible();
  await expect(page.getByText("Title: Fruit Beer Game")).toBeVisible();
});

// Each refusal's reason and words are the route's and the verifier's (app/api/lti/lti-routes.test.ts,
// lib/lti/verify-id-token.test.ts); here one refused at the log-in step and one at the token's check.
const refusals: Array<[string, Parameters<typeof launch>[1], string]> = [
  ["a wrong issuer", { login_iss: "https://unknown-platform.example" }, "This learning platform is not registered"],
  ["a token signed with another key", { fault: "other-key" }, "The launch is not signed by your platform"],
];

test.describe("refused launches show a page in words and sign nobody in", () => {
  test("a wrong issuer, a token signed with another key", async ({ page }) => {
    test.setTimeout(60_000);
    for (const [what, options, heading] of refusals) {
      await test.step(what, async () => {
        await launch(page, { role: "instructor", game: "toc", sub: uniqueSubject("refused"), ...options });
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(/Error|at \w+ \(/)).toHaveCount(0);
        await expectNobodySignedIn(page);
      });
    }
  });

  test("a replayed launch (the same id_token, state and nonce posted again)", async ({ page }) => {
    const sub = uniqueSubject("replay");
    await launch(page, { role: "learner", game: "toc", code: "TOC-1", sub });
    await expect(page.getByRole("heading", { name: "Game session" })).toBeVisible();
    await page.goto(`${simulatorUrl}/replay?sub=${sub}`);
    await expect(page.getByRole("heading", { level: 1, name: "This launch was already used" })).toBeVisible();
    await expectNobodySignedIn(page);
  });

  test("a Mentor (Canvas's observer) is told observers do not open BizSim Lab, and is not signed in as a facilitator", async ({ page }) => {
    await launch(page, { role: "mentor", game: "toc", sub: uniqueSubject("observer"), name: "Olive Observer" });
    await expect(page.getByRole("heading", { level: 1, name: "Observers do not open BizSim Lab" })).toBeVisible();
    await expectNobodySignedIn(page);
  });

  test("a role the site does not serve", async ({ page }) => {
    await launch(page, { role: "content-developer", game: "toc" });
    await expect(page.getByRole("heading", { level: 1, name: "Your role does not open BizSim Lab" })).toBeVisible();
    await expectNobodySignedIn(page);
  });
});
