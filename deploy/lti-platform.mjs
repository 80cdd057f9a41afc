// The LMS of the recipe's LTI tests (deploy/lti-grades.test.mjs, deploy/lti-attacks.test.mjs): the platform
// simulator (test-support/lti-platform/) on a loopback port of its own, registered as an operator registers
// a platform, and people launching from it through nginx, each from a loopback address of their own. The
// recipe's instances reach it because scripts/run-tests.mjs runs the recipe with LTI_ALLOW_LOOPBACK_PLATFORMS.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { addPlatformArgsOf, registrationAt } from "../test-support/lti-platform/config.mjs";
import { inviteLinkWith } from "../test-support/lti-platform/invite-link.mjs";
import { visitor } from "./attack-client.mjs";
import { eventually } from "./eventually.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** A loopback port nobody holds now. */
export async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The simulator for the tool at `site`, registered with `npm run lti -- add-platform` beside the running
 * instances (they share the store). Answers its address and a stop().
 */
export async function startPlatform(site) {
  const port = await freePort();
  const platform = `http://127.0.0.1:${port}`;
  const simulator = spawn(process.execPath, [path.join(root, "test-support/lti-platform/server.mjs")], {
    env: { ...process.env, E2E_LTI_PORT: String(port), LTI_TOOL_URL: site },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const up = () =>
    fetch(`${platform}/health`).then(
      (r) => r.ok,
      () => false,
    );
  await eventually("the platform simulator", up, 30_000, 250);
  const added = spawnSync(process.execPath, [path.join(root, "scripts/lti.mjs"), ...addPlatformArgsOf(registrationAt(platform))], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.DEPLOY_DATABASE_URL },
    stdio: ["ignore", "ignore", "inherit"],
  });
  assert.equal(added.status, 0, "npm run lti -- add-platform for the simulator");
  return { url: platform, stop: () => simulator.kill("SIGTERM") };
}

/** An operator's registration link (`npm run lti -- invite`), signed with the recipe's NEXTAUTH_SECRET. */
export const inviteLink = (name) => new URL(inviteLinkWith(process.env, name));

const hiddenFields = (html) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value]));

/**
 * A person opens the course link (`query`: the simulator's /start parameters) from `address`: the platform
 * starts the tool's login through nginx, signs the launch, and the launch is posted through nginx.
 * Answers the person (a visitor with their cookies) and the launch's answer.
 */
export async function launchFrom(site, platform, address, query) {
  const person = visitor(site, address);
  const start = await fetch(`${platform}/start?${new URLSearchParams({ login_method: "get", ...query })}`, { redirect: "manual" });
  const login = new URL(start.headers.get("location"));
  const toAuthorize = await person.send(login.pathname + login.search);
  assert.ok(toAuthorize.status >= 300 && toAuthorize.status < 400, `the login of ${query.sub} answered ${toAuthorize.status}`);
  const authorized = await fetch(toAuthorize.headers.location);
  const landed = await person.postForm("/api/lti/launch", hiddenFields(await authorized.text()));
  return { person, landed };
}

/** An instructor's launch, through the sign-in page's step: answers them signed in, and their account's address. */
export async function instructorSignsIn(site, platform, address, query) {
  const { person, landed } = await launchFrom(site, platform, address, { role: "instructor", ...query });
  assert.equal(landed.status, 303, `${query.sub}'s launch answered ${landed.status}: ${landed.body.slice(0, 300)}`);
  const token = new URLSearchParams(new URL(landed.headers.location, site).hash.slice(1)).get("token");
  const redeemed = await person.redeemLaunchToken(token);
  assert.equal(redeemed.status, 200, `${query.sub}'s launch token: ${redeemed.error}`);
  return { person, email: await person.sessionEmail() };
}

/** HTML's text with its entities read back, as a person reads it. */
export const textOf = (html) =>
  html.replace(/&(#x27|#39|quot|lt|gt|amp);/g, (_, name) => ({ "#x27": "'", "#39": "'", quot: '"', lt: "<", gt: ">", amp: "&" })[name]);

/** The title of one of the site's own pages (the LTI and registration pages name their outcome in it). */
export const headingOf = (html) => textOf(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");
