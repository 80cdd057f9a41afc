// A local OpenID provider on loopback standing in for Google in the Playwright suite.
// Its tokens describe one fixed Google account (support/auth.ts: googleAccount).
import { OAuth2Server } from "oauth2-mock-server";

const host = "127.0.0.1";
// Same rule as playwright.config.ts and scripts/serve-e2e.mjs: beside the site port, so parallel suites do not collide.
const oidcPort = Number(process.env.E2E_OIDC_PORT || Number(process.env.E2E_PORT || 3100) + 1455);
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.issuer.url = `http://${host}:${oidcPort}`;
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, {
    sub: "google-oauth2-gina",
    email: "gina.google@example.com",
    email_verified: true,
    name: "Gina Google",
  });
});
await server.start(oidcPort, host);
console.log(`Mock OpenID provider: ${server.issuer.url}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
