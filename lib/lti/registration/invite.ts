import "server-only";
import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { derivedKey } from "@/lib/security/derived-keys";
import { platformExtraHostsSchema } from "../platform-schema";

/**
 * A registration invite is a link signed with a key derived from NEXTAUTH_SECRET: the operator's command
 * makes it without opening the store, so it works while the site runs on PGlite (one process per
 * folder) as on PostgreSQL. Only its spending is written, by the site (./store/spent-invites.ts).
 */
const AUDIENCE = "bizsim-lti-registration";
const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITE_MAX_LENGTH = 4096;

export const inviteNameSchema = z.string().trim().min(1, "the invite needs a --name").max(200, "the name is at most 200 characters");

export interface Invite {
  id: string;
  name: string;
  expiresAt: Date;
  /** Hosts beside the issuer's where the platform's endpoints may be; the registration keeps them with the platform. */
  hosts: string[];
}

export type InviteRead = { ok: true; invite: Invite } | { ok: false; problem: "invalid" | "expired" };

export async function issueInvite(
  name: string,
  days: number,
  now = new Date(),
  hosts: readonly string[] = [],
): Promise<{ invite: Invite; token: string }> {
  const invite: Invite = {
    id: randomUUID(),
    name: inviteNameSchema.parse(name),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    hosts: platformExtraHostsSchema.parse(hosts),
  };
  const token = await new SignJWT({ name: invite.name, ...(invite.hosts.length ? { hosts: invite.hosts } : {}) })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(invite.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(invite.expiresAt.getTime() / 1000))
    .sign(derivedKey("lti-invite"));
  return { invite, token };
}

const claimsSchema = z.object({ jti: z.string().min(1).max(64), name: inviteNameSchema, exp: z.number(), hosts: platformExtraHostsSchema });

export async function readInvite(token: string, now = new Date()): Promise<InviteRead> {
  if (!token || token.length > INVITE_MAX_LENGTH) return { ok: false, problem: "invalid" };
  try {
    const { payload } = await jwtVerify(token, derivedKey("lti-invite"), { audience: AUDIENCE, algorithms: ["HS256"], currentDate: now });
    const claims = claimsSchema.parse(payload);
    return { ok: true, invite: { id: claims.jti, name: claims.name, expiresAt: new Date(claims.exp * 1000), hosts: claims.hosts } };
  } catch (error) {
    return { ok: false, problem: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
