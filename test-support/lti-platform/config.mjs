// Where the platform simulator and the tool under test live in the e2e suite; one rule for
// playwright.config.ts, scripts/serve-e2e.mjs and the specs.
const toolPort = Number(process.env.E2E_PORT || 3100);

export const simulatorPort = Number(process.env.E2E_LTI_PORT || toolPort + 1300);
export const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
export const toolUrl = process.env.LTI_TOOL_URL || `http://localhost:${toolPort}`;

/** A simulator's registration in the tool, for a simulator on `url`. */
export function registrationAt(url) {
  return {
    issuer: url,
    clientId: "bizsim-e2e-client",
    deploymentId: "e2e-deployment-1",
    authLoginUrl: `${url}/authorize`,
    jwksUrl: `${url}/jwks`,
    tokenUrl: `${url}/token`,
  };
}

/** The simulator's registration in the tool. */
export const registration = registrationAt(simulatorUrl);

/** Arguments of `npm run lti -- add-platform` for a simulator registered as `entry`. */
export function addPlatformArgsOf(entry) {
  return [
    "add-platform",
    "--issuer",
    entry.issuer,
    "--client-id",
    entry.clientId,
    "--deployment-id",
    entry.deploymentId,
    "--auth-login-url",
    entry.authLoginUrl,
    "--jwks-url",
    entry.jwksUrl,
    "--token-url",
    entry.tokenUrl,
    "--name",
    "LTI platform simulator",
  ];
}

/** Arguments of `npm run lti -- add-platform` for the simulator. */
export const addPlatformArgs = addPlatformArgsOf(registration);

/**
 * The course of the site with the reference game host (scripts/serve-e2e.mjs, E2E_PORT + 7) is a platform
 * of its own, seven ports above the first, as a second school's LMS would be: a platform launches one tool
 * address, and a learner's launch must land on the site whose lobby they join. Its server is this same
 * simulator started with E2E_LTI_PORT and LTI_TOOL_URL set to these.
 */
export const standInPlatform = {
  port: simulatorPort + 7,
  url: `http://127.0.0.1:${simulatorPort + 7}`,
  toolUrl: `http://localhost:${toolPort + 7}`,
};
