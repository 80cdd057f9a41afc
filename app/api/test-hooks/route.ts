import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { errorResponse, json } from "@/lib/api/responses";
import { getUpstream } from "@/lib/upstream";
import { tables, type EmbeddedUpstream } from "@/lib/upstream/embedded";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Test hooks for the Playwright suite: read what the embedded upstream stored, and add an access
 * record while the server runs (PGlite lets only this process open its database). Answers 404 unless
 * the server was started with E2E_TEST_HOOKS=1 (scripts/serve-e2e.mjs does; production never does),
 * and only in embedded mode.
 */
function embedded(): EmbeddedUpstream | null {
  if (process.env.E2E_TEST_HOOKS !== "1") return null;
  const upstream = getUpstream();
  return "ready" in upstream ? (upstream as EmbeddedUpstream) : null;
}

const notFound = () => errorResponse(404, "Not Found");

/** GET ?contactEmail=… → the contact messages stored for that address. */
export async function GET(req: NextRequest) {
  const upstream = embedded();
  if (!upstream) return notFound();
  const email = req.nextUrl.searchParams.get("contactEmail");
  if (!email) return errorResponse(400, "contactEmail is required");
  const db = await upstream.ready();
  const rows = await db
    .select({ name: tables.contactMessages.name, email: tables.contactMessages.email, message: tables.contactMessages.message, kind: tables.contactMessages.kind })
    .from(tables.contactMessages)
    .where(sql`lower(${tables.contactMessages.email}) = lower(${email})`);
  return json({ data: rows });
}

const grantSchema = z.object({
  email: z.email(),
  gameId: z.string().min(1),
  simulationName: z.string().min(1),
  expiryDate: z.iso.date().nullable(),
});

/** POST {email, gameId, simulationName, expiryDate} → a new access record for that facilitator. */
export async function POST(req: NextRequest) {
  const upstream = embedded();
  if (!upstream) return notFound();
  const parsed = grantSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return errorResponse(400, "Invalid access record");
  const db = await upstream.ready();
  const [user] = await db
    .select({ uid: tables.users.uid })
    .from(tables.users)
    .where(and(sql`lower(${tables.users.email}) = lower(${parsed.data.email})`, eq(tables.users.type, "instructor")));
  if (!user) return errorResponse(404, "No such facilitator");
  const id = `e2e-${randomUUID()}`;
  await db.insert(tables.simulationAccess).values({
    id,
    professorUid: user.uid,
    gameId: parsed.data.gameId,
    simulationName: parsed.data.simulationName,
    expiryDate: parsed.data.expiryDate,
  });
  return json({ id });
}
