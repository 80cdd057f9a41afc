import { and, asc, eq, sql } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { platformSchema, type Platform, type PlatformInput } from "../platform-schema";

const { ltiPlatforms: platforms } = storeTables;

const fields = {
  issuer: platforms.issuer,
  clientId: platforms.clientId,
  deploymentIds: platforms.deploymentIds,
  authLoginUrl: platforms.authLoginUrl,
  jwksUrl: platforms.jwksUrl,
  tokenUrl: platforms.tokenUrl,
  name: platforms.name,
};

const registration = (issuer: string, clientId: string) => and(eq(platforms.issuer, issuer), eq(platforms.clientId, clientId));

/** Adds a platform, or replaces the one with the same issuer and client id. Throws a ZodError on bad input. */
export async function savePlatform(db: StoreDb, input: PlatformInput): Promise<Platform> {
  const p = platformSchema.parse(input);
  const row = { ...p, deploymentIds: [...new Set(p.deploymentIds)] };
  await db
    .insert(platforms)
    .values(row)
    .onConflictDoUpdate({
      target: [platforms.issuer, platforms.clientId],
      set: {
        deploymentIds: sql`excluded.deployment_ids`,
        authLoginUrl: sql`excluded.auth_login_url`,
        jwksUrl: sql`excluded.jwks_url`,
        tokenUrl: sql`excluded.token_url`,
        name: sql`excluded.name`,
      },
    });
  return p;
}

export async function listPlatforms(db: StoreDb): Promise<Platform[]> {
  return db.select(fields).from(platforms).orderBy(asc(platforms.issuer), asc(platforms.clientId));
}

/** The registrations of an issuer (one per client id). */
export async function platformsOfIssuer(db: StoreDb, issuer: string): Promise<Platform[]> {
  return db.select(fields).from(platforms).where(eq(platforms.issuer, issuer));
}

export async function findPlatform(db: StoreDb, issuer: string, clientId: string): Promise<Platform | null> {
  const [found] = await db.select(fields).from(platforms).where(registration(issuer, clientId));
  return found ?? null;
}

/** True when a registration was removed. */
export async function removePlatform(db: StoreDb, issuer: string, clientId: string): Promise<boolean> {
  const removed = await db.delete(platforms).where(registration(issuer, clientId)).returning({ issuer: platforms.issuer });
  return removed.length > 0;
}
