import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { excluded } from "@/lib/store/excluded";
import type { GradeService } from "../ags/grade-service";
import type { Registration } from "./facilitators";

const { ltiGradeLinks: links } = storeTables;

/** A placed game whose launches offer grades: its column and whether its professor lets scores go back. */
export interface GradeLink {
  id: number;
  issuer: string;
  clientId: string;
  contextId: string;
  resourceLinkId: string;
  title: string;
  lineItemsUrl: string | null;
  lineItemUrl: string | null;
  scopes: string[];
  passback: boolean;
}

const columns = {
  id: links.id,
  issuer: links.issuer,
  clientId: links.clientId,
  contextId: links.contextId,
  resourceLinkId: links.resourceLinkId,
  title: links.title,
  lineItemsUrl: links.lineItemsUrl,
  lineItemUrl: links.lineItemUrl,
  scopes: links.scopes,
  passback: links.passback,
};

/** An instance that claimed the making of a line item and went silent gives the turn back after this. */
export const LINE_ITEM_CLAIM_SECONDS = 5 * 60;

export interface LinkPlace extends Registration {
  contextId: string;
  resourceLinkId: string;
  title: string;
  gameSlug: string | null;
}

/**
 * Keeps the link's grade service from its latest launch. A column the platform names wins over one the
 * tool made; a column the tool made stays when later launches name none. The professor's switch is kept.
 */
export async function rememberGradeLink(db: StoreDb, place: LinkPlace, service: GradeService, now = new Date()): Promise<GradeLink> {
  const row = { ...place, ...service, seenAt: now };
  const [saved] = await db
    .insert(links)
    .values(row)
    .onConflictDoUpdate({
      target: [links.issuer, links.clientId, links.contextId, links.resourceLinkId],
      set: {
        title: excluded(links.title),
        gameSlug: excluded(links.gameSlug),
        lineItemsUrl: excluded(links.lineItemsUrl),
        lineItemUrl: sql`coalesce(${excluded(links.lineItemUrl)}, ${links.lineItemUrl})`,
        scopes: excluded(links.scopes),
        seenAt: now,
      },
    })
    .returning(columns);
  return saved!;
}

export async function findGradeLink(db: StoreDb, id: number): Promise<GradeLink | null> {
  const [found] = await db.select(columns).from(links).where(eq(links.id, id));
  return found ?? null;
}

/**
 * The one instance that makes the link's missing line item: true for the caller whose update took the
 * row's turn (none while another's claim is fresh), false for everyone else.
 */
export async function claimLineItemCreation(db: StoreDb, id: number, now = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - LINE_ITEM_CLAIM_SECONDS * 1000);
  const claimed = await db
    .update(links)
    .set({ lineItemClaimedAt: now })
    .where(and(eq(links.id, id), isNull(links.lineItemUrl), or(isNull(links.lineItemClaimedAt), lt(links.lineItemClaimedAt, stale))))
    .returning({ id: links.id });
  return claimed.length === 1;
}

/** The line item the tool made; or, with null, the claim given back so that the next launch tries again. */
export async function settleLineItemCreation(db: StoreDb, id: number, lineItemUrl: string | null): Promise<void> {
  await db
    .update(links)
    .set(lineItemUrl ? { lineItemUrl } : { lineItemClaimedAt: null })
    .where(eq(links.id, id));
}

export async function setPassback(db: StoreDb, id: number, passback: boolean): Promise<void> {
  await db.update(links).set({ passback }).where(eq(links.id, id));
}

/** The graded links of a course, in the order they were first placed. */
export async function gradeLinksOfCourse(db: StoreDb, course: Registration & { contextId: string }): Promise<GradeLink[]> {
  return db
    .select(columns)
    .from(links)
    .where(and(eq(links.issuer, course.issuer), eq(links.clientId, course.clientId), eq(links.contextId, course.contextId)))
    .orderBy(asc(links.id))
    .limit(50);
}
