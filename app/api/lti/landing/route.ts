import type { NextRequest } from "next/server";
import { requestUser } from "@/lib/auth/signed-in";
import { instructorLanding } from "@/lib/lti/instructor-landing";
import { toolUrl } from "@/lib/lti/tool-url";

export const dynamic = "force-dynamic";

/** Where /lti/sign-in sends an instructor once next-auth has signed them in (lib/lti/instructor-landing.ts). */
export async function GET(req: NextRequest) {
  const slug = req.nextUrl.searchParams.get("game")?.slice(0, 64) ?? null;
  const path = await instructorLanding(await requestUser(req), slug);
  return new Response(null, { status: 303, headers: { location: toolUrl(req, path), "cache-control": "no-store" } });
}
