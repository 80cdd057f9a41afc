import type { NextRequest } from "next/server";
import { z } from "zod";
import { accountsStore } from "@/lib/accounts/store";
import { errorResponse, json } from "@/lib/api/responses";
import { env } from "@/lib/env";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const schema = z.strictObject({
  action: z.literal("expire-links"),
  email: z.string().max(254),
  purpose: z.enum(["password-reset", "verify-email"]),
});

/**
 * Playwright only (404 unless the server was started with E2E_TEST_HOOKS=1): makes the unused links
 * of an address expire now, so that the suite can see the expired-link page without waiting 30 minutes.
 */
export async function POST(req: NextRequest) {
  if (!env.E2E_TEST_HOOKS) return errorResponse(404, "Not Found");
  const parsed = schema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return errorResponse(400, "Invalid request");
  const db = await accountsStore();
  const { rows } = await db.query(
    "update site_one_time_tokens set expires_at = now() - interval '1 second' where email = $1 and purpose = $2 and used_at is null returning 1",
    [parsed.data.email.trim().toLowerCase(), parsed.data.purpose],
  );
  return json({ expired: rows.length });
}
