import { z } from "zod";

/** 1EdTech LTI Dynamic Registration 1.0: the platform's OpenID configuration, as far as the tool reads it. */
export const PLATFORM_CONFIGURATION_CLAIM = "https://purl.imsglobal.org/spec/lti-platform-configuration";
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";

const text = (max: number) => z.string().trim().max(max);
const address = z
  .string()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/ }));

export const platformConfigurationSchema = z.object({
  issuer: address,
  authorization_endpoint: address,
  token_endpoint: address,
  jwks_uri: address,
  registration_endpoint: address,
  token_endpoint_auth_methods_supported: z.array(text(64)).max(20).optional(),
  id_token_signing_alg_values_supported: z.array(text(16)).max(20).optional(),
  scopes_supported: z.array(text(255)).max(100).optional(),
  [PLATFORM_CONFIGURATION_CLAIM]: z.object({
    product_family_code: text(100),
    version: text(100).optional(),
    messages_supported: z
      .array(z.object({ type: text(64), placements: z.array(text(100)).max(50).optional() }))
      .max(50)
      .optional(),
  }),
});

export type PlatformConfiguration = z.output<typeof platformConfigurationSchema>;

/**
 * The issuer is the origin the configuration came from: the same scheme, host and port. No parent
 * domain or sibling host counts, since tenants of one hosting domain (school.example-lms.com,
 * evil.example-lms.com) are different platforms.
 */
export function issuerMatchesConfigurationUrl(issuer: string, configurationUrl: string): boolean {
  try {
    const iss = new URL(issuer);
    const config = new URL(configurationUrl);
    return !iss.username && !iss.password && iss.origin !== "null" && iss.origin === config.origin;
  } catch {
    return false;
  }
}
