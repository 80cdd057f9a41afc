import { z } from "zod";

const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(255, `${label} is at most 255 characters`);
const endpoint = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is at most 2048 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be an http(s) address` }));

const isHost = (text: string) => {
  try {
    return new URL(`https://${text}`).host === text;
  } catch {
    return false;
  }
};

/**
 * Hosts the operator vouches for as the platform's, beside its issuer's own: Canvas cloud keeps its keys
 * and token endpoint on sso.canvaslms.com and each school's courses (their rosters and gradebooks) on the
 * school's host. Written as an address shows the host, in lower case, with a port only when it is not 443.
 */
export const platformExtraHostsSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .refine(isHost, "a --platform-host is a host name such as sso.canvaslms.com, without https:// or a path"),
  )
  .max(5, "at most 5 --platform-host")
  .default([]);

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
  /** Hosts beside its endpoints' where its services may be (`--platform-host`, or the invite's). */
  hosts: platformExtraHostsSchema,
});

export type Platform = z.output<typeof platformSchema>;
export type PlatformInput = z.input<typeof platformSchema>;
