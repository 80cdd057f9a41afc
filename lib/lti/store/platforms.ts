import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { platformSchema, type Platform, type PlatformInput } from "../platform-schema";
import { excluded } from "@/lib/store/excluded";

const { ltiPlatforms: platforms } = storeTables;

const fields = {
  issuer: platforms.issuer,
  clientId: platforms.clientId,
  deploymentIds: platforms.deploymentIds,
  authLoginUrl: platforms.authLoginUrl,
  jwksUrl: platforms.jwksUrl,
  tokenUrl: platforms.tokenUrl,
  name: platforms.name,
  registeredBy: platforms.registeredBy,
  hosts: platforms.hosts,
};

const normalised = <T extends { registeredBy: string }>(row: T): T & Pick<Platform, "registeredBy"> => ({
  ...row,
  registeredBy: row.registeredBy === "dynamic" ? "dynamic" : "operator",
});

const registration = (issuer: string, clientId: string) => and(eq(platforms.issuer, issuer), eq(platforms.clientId, clientId));

/**
 * The operator's way (`npm run lti -- add-platform`): adds a platform, or replaces the one with the same
 * issuer and client id. Throws a ZodError on bad input.
 */
export async function savePlatform(db: StoreDb, input: PlatformInput): Promise<Platform> {
  const p = platformSchema.parse(input);
  const row = { ...p, deploymentIds: [...new Set(p.deploymentIds)] };
  await db
    .insert(platforms)
    .values(row)
    .onConflictDoUpdate({
      target: [platforms.issuer, platforms.clientId],
      set: {
        deploymentIds: excluded(platforms.deploymentIds),
        authLoginUrl: excluded(platforms.authLoginUrl),
        jwksUrl: excluded(platforms.jwksUrl),
        tokenUrl: excluded(platforms.tokenUrl),
        name: excluded(platforms.name),
        registeredBy: excluded(platforms.registeredBy),
        hosts: excluded(platforms.hosts),
      },
    });
  return p;
}

/**
 * A registration's way: adds a platform, never replaces one. Null when the issuer and client id are
 * already registered, whoever registered them: its keys and endpoints stay as they are.
 */
export async function addPlatform(db: StoreDb, input: PlatformInput): Promise<Platform | null> {
  const p = platformSchema.parse(input);
  const added = await db
    .insert(platforms)
    .values({ ...p, deploymentIds: [...new Set(p.deploymentIds)] })
    .onConflictDoNothing({ target: [platforms.issuer, platforms.clientId] })
    .returning({ issuer: platforms.issuer });
  return added.length > 0 ? p : null;
}

/** Every registration, with how it was made and its last launch (`npm run lti -- list`). */
export async function listPlatforms(db: StoreDb): Promise<Array<Platform & { createdAt: Date; lastLaunchAt: Date | null }>> {
  const rows = await db
    .select({ ...fields, createdAt: platforms.createdAt, lastLaunchAt: platforms.lastLaunchAt })
    .from(platforms)
    .orderBy(asc(platforms.issuer), asc(platforms.clientId));
  return rows.map(normalised);
}

/** Notes a verified launch from a registration (at most once a minute, so launches do not queue on one row). */
export async function markLaunched(db: StoreDb, issuer: string, clientId: string, now = new Date()): Promise<void> {
  await db
    .update(platforms)
    .set({ lastLaunchAt: now })
    .where(
      and(registration(issuer, clientId), or(isNull(platforms.lastLaunchAt), lt(platforms.lastLaunchAt, new Date(now.getTime() - 60_000)))),
    );
}

/** The registrations of an issuer (one per client id). */
export async function platformsOfIssuer(db: StoreDb, issuer: string): Promise<Platform[]> {
  return (await db.select(fields).from(platforms).where(eq(platforms.issuer, issuer))).map(normalised);
}

export async function findPlatform(db: StoreDb, issuer: string, clientId: string): Promise<Platform | null> {
  const [found] = await db.select(fields).from(platforms).where(registration(issuer, clientId));
  return found ? normalised(found) : null;
}

/** True when a registration was removed. */
export async function removePlatform(db: StoreDb, issuer: string, clientId: string): Promise<boolean> {
  const removed = await db.delete(platforms).where(registration(issuer, clientId)).returning({ issuer: platforms.issuer });
  return removed.length > 0;
}
