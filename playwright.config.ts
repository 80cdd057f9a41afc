import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, testBrowserPath } from "./scripts/lib/chromium.mjs";
import { standInPlatform } from "./test-support/lti-platform/config.mjs";

const port = Number(process.env.E2E_PORT || 3100);
// The local OpenID provider standing in for Google (e2e/support/mock-oidc.mjs); same rule in scripts/serve-e2e.mjs.
const oidcPort = Number(process.env.E2E_OIDC_PORT || port + 1455);
// The loopback SMTP server the site sends through (e2e/support/mail-server.mjs); its inbox answers one port above.
const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 25);
// The LTI platform simulator (test-support/lti-platform/config.mjs has the same rule).
const ltiPort = Number(process.env.E2E_LTI_PORT || port + 1300);
// The suite's build folder, for its server (scripts/serve-e2e.mjs) and the specs that start one of their own.
process.env.NEXT_DIST_DIR ||= ".next-e2e";

const LTI_SPECS = /\/lti(-registration|-grades)?\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a bug to find, not a cost to pay twice: no retries.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json"]],
  outputDir: "test-results/artifacts",
  // Specs import Playwright's own `test`, with no fixture that waits for the page's code: `goto`, `reload`
  // and history moves wait for the `load` event and nothing more, so every spec acts as soon as a person
  // could. A control that would lose such a tap is a bug in the product, not in the spec.
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace (recording every test cost a fifth of the suite's time); a failed test keeps a screenshot.
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: LTI_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The LTI specs stub the games' own sites, which a launch reaches by a redirect from this site: the
    // headless shell does not hand such a redirected navigation to Playwright's stub (it fails resolving
    // the game's host), full Chromium does.
    {
      name: "desktop-lti",
      testMatch: LTI_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      name: "mobile",
      grep: /@mobile/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve-e2e.mjs",
      // Ready once its stores are open (a cold PGlite start takes seconds), as a load balancer would wait;
      // the build (next build on two busy cores) comes first unless E2E_REUSE_BUILD=1.
      url: `http://localhost:${port}/api/health/ready`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/mail-server.mjs",
      url: `http://127.0.0.1:${smtpPort + 1}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node test-support/lti-platform/server.mjs",
      url: `http://127.0.0.1:${ltiPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    // The platform of the course whose learners join the reference game host's lobbies (scripts/serve-e2e.mjs's
    // third site): the same simulator, launching that site.
    {
      command: "node test-support/lti-platform/server.mjs",
      env: { E2E_LTI_PORT: String(standInPlatform.port), LTI_TOOL_URL: standInPlatform.toolUrl },
      url: `${standInPlatform.url}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/mock-oidc.mjs",
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
