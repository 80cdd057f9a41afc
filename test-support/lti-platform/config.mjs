// Where the platform simulator and the tool under test live in the e2e suite; one rule for
// playwright.config.ts, scripts/serve-e2e.mjs and the specs.
const toolPort = Number(process.env.E2E_PORT || 3100);

export const simulatorPort = Number(process.env.E2E_LTI_PORT || toolPort + 1300);
export const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
export const toolUrl = process.env.LTI_TOOL_URL || `http://localhost:${toolPort}`;

/** The simulator's registration in the tool. */
export const registration = {
  issuer: simulatorUrl,
  clientId: "bizsim-e2e-client",
  deploymentId: "e2e-deployment-1",
  authLoginUrl: `${simulatorUrl}/authorize`,
  jwksUrl: `${simulatorUrl}/jwks`,
  tokenUrl: `${simulatorUrl}/token`,
};

/** Arguments of `npm run lti -- add-platform` for the simulator. */
export const addPlatformArgs = [
  "add-platform",
  "--issuer",
  registration.issuer,
  "--client-id",
  registration.clientId,
  "--deployment-id",
  registration.deploymentId,
  "--auth-login-url",
  registration.authLoginUrl,
  "--jwks-url",
  registration.jwksUrl,
  "--token-url",
  registration.tokenUrl,
  "--name",
  "LTI platform simulator",
];
