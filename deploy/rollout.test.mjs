// A new build rolled out under a page opened on the old one, through the production recipe: run by
// `deploy/run.sh -- node --test deploy/rollout.test.mjs` (npm test does, last). A second `next build` into
// a folder of its own, with its own deployment id and a hash salt (so every script and stylesheet gets a
// new name, as a code change gives them); a phone's Chromium opens / on the first build; the instances
// roll to the second one by one (deploy/rolling-restart.sh RUN DIST ID); then, on that same page, a tap
// opens the menu and the demo dialog (whose code loads only then), the demo form is sent, and a link
// leads to a game page. Nothing the page asks for fails.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { after, test } from "node:test";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { buildRelease, publicSiteUrl } from "../scripts/lib/build.mjs";

const site = process.env.DEPLOY_URL;
const run = process.env.DEPLOY_RUN;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
assert.ok(site && run && instances.length === 2, "run through deploy/run.sh");
// npm test builds the second release while the suites before this one run, and writes this file when it has.
const prebuilt = process.env.ROLLOUT_RELEASE_FILE;
const waitMs = 30_000;
let release;

after(() => release && rmSync(release.dist, { recursive: true, force: true }));

/** The second release: npm test's, once its build has ended, or one built here (a minute or more on a busy machine). */
async function secondRelease() {
  if (prebuilt) {
    for (const deadline = Date.now() + 15 * 60_000; !existsSync(prebuilt); await sleep(500))
      assert.ok(Date.now() < deadline, `no second release in ${prebuilt} after 15 minutes`);
    const made = JSON.parse(readFileSync(prebuilt, "utf8"));
    assert.ok(made.ok, `the second build failed:\n${made.output.slice(-3_000)}`);
    return made;
  }
  const started = Date.now();
  const made = { dist: ".next-rollout", id: `rollout-${Date.now().toString(36)}` };
  const { ok, output } = await buildRelease({ ...made, siteUrl: publicSiteUrl() });
  assert.ok(ok, `the second build failed:\n${output.slice(-3_000)}`);
  console.log(`rollout: second build in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return made;
}

test(
  "a page opened on the old build still taps, sends a form and navigates after the instances rolled to a new build",
  { timeout: 600_000 },
  async () => {
    release = await secondRelease();

    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const failed = [];
      page.on("response", (answer) => answer.status() >= 400 && failed.push(`${answer.status()} ${answer.url()}`));
      page.on("requestfailed", (request) => {
        // Leaving a page cancels the images it was still loading (the catalogue's lazy ones come into view
        // as a link below them is tapped): the page's own doing, which a person never sees as a failure.
        if (request.resourceType() === "image" && request.failure()?.errorText === "net::ERR_ABORTED") return;
        failed.push(`${request.failure()?.errorText} ${request.url()}`);
      });
      page.on("pageerror", (error) => failed.push(`page error: ${error.message}`));

      await page.goto(`${site}/`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const oldScripts = await page.evaluate(() =>
        [...document.scripts]
          .map((script) => new URL(script.src || location.href).pathname)
          .filter((path) => path.startsWith("/_next/static/")),
      );
      assert.ok(oldScripts.length > 0, "the page loaded build scripts");

      execFileSync("deploy/rolling-restart.sh", [run, release.dist, release.id], { stdio: "inherit" });

      // The roll is over: nginx serves the new build's page, and no instance has the old build's scripts
      // any more (what follows needs them kept).
      const home = await (await fetch(`${site}/`)).text();
      assert.match(home, new RegExp(`data-dpl-id="${release.id}"`), "/ through nginx comes from the new build");
      for (const instance of instances) {
        const answer = await fetch(`${instance}${oldScripts[0]}`);
        assert.equal(answer.status, 404, `${instance} no longer has ${oldScripts[0]}`);
      }

      // A tap: the menu, then Request a Demo (the dialog's code is fetched only now, from the old build).
      await page.getByRole("button", { name: "Menu" }).tap();
      await page.getByRole("button", { name: "Request a Demo" }).tap();
      const dialog = page.getByRole("dialog", { name: "Request a Demo" });
      await dialog.waitFor({ timeout: waitMs });

      // A form submit, answered by the new build's instances.
      const tag = Date.now().toString(36);
      await dialog.getByLabel("Name").fill(`Rollout ${tag}`);
      await dialog.getByLabel("Email").fill(`rollout.${tag}@example.edu`);
      await dialog.getByLabel("Message").fill("Sent from a page opened before the release.");
      await dialog.getByRole("button", { name: "Send my request" }).tap();
      await dialog
        .getByRole("heading", { name: "Thank you!" })
        .waitFor({ timeout: waitMs })
        .catch(async (error) => {
          // What the person saw instead, and what the page asked for that failed: the failure in their terms.
          const shown = await dialog.innerText().catch(() => "(no dialog)");
          throw new Error(`no "Thank you!" after sending; the dialog said:\n${shown}\nfailed: ${JSON.stringify(failed)}\n${error.message}`);
        });
      await dialog.getByRole("button", { name: "Close", exact: true }).last().tap();
      await dialog.waitFor({ state: "hidden", timeout: waitMs });

      // A client-side navigation (next/link): Next meets the new deployment id and loads the page in full.
      await page.getByRole("link", { name: "Explore Onion Dilemma" }).tap();
      await page.waitForURL(/\/onion-dilemma$/, { timeout: waitMs });
      await page.getByRole("heading", { level: 1, name: /Onion Dilemma/ }).waitFor({ timeout: waitMs });

      assert.deepEqual(failed, [], "nothing the page asked for failed");
      const kept = await fetch(`${site}${oldScripts[0]}`);
      assert.deepEqual(
        [kept.status, kept.headers.get("x-cache-status")],
        [200, "KEPT"],
        "nginx served the old build's files from the kept ones",
      );
    } finally {
      await browser.close();
    }
  },
);
