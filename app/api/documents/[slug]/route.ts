import type { NextRequest } from "next/server";
import { getGame } from "@/content";
import { getSessionUser } from "@/lib/api/session";
import { errorResponse, json } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { accessOrVisitor } from "../access-or-visitor";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** What the resource cards show: for each document of the game, open or why not. Never an address of a file. */
export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const game = getGame((await params).slug);
  if (!game) return errorResponse(404, messages.api.notFound);
  try {
    return json({ access: await accessOrVisitor(game, await getSessionUser(req)) });
  } catch (error) {
    console.error(`[documents] access for ${game.slug}:`, error);
    return errorResponse(503, messages.documents.unavailable);
  }
}
