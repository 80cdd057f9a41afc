import { z } from "zod";

const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(255, `${label} is at most 255 characters`);
const endpoint = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is at most 2048 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be an http(s) address` }));

/** A learning platform registered by an operator (`npm run lti -- add-platform`), as the store keeps it. */
export const platformSchema = z.object({
  issuer: id("issuer"),
  clientId: id("client id"),
  deploymentIds: z.array(id("deployment id")).min(1, "at least one deployment id is required").max(100),
  authLoginUrl: endpoint("OIDC authorisation endpoint"),
  jwksUrl: endpoint("JWKS URL"),
  tokenUrl: endpoint("token endpoint"),
  name: z.string().trim().max(200, "name is at most 200 characters").default(""),
  registeredBy: z.enum(["operator", "dynamic"]).default("operator"),
});

export type Platform = z.output<typeof platformSchema>;
export type PlatformInput = z.input<typeof platformSchema>;
