import type { NextRequest } from "next/server";
import { getGame } from "@/content";
import { getSessionUser } from "@/lib/api/session";
import { errorResponse, json } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { gameLicensedFor } from "@/lib/documents/access";
import { accessOrVisitor } from "../access-or-visitor";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * What the resource cards show: for each document of the game, open or why not, and whether the person
 * holds a licence for the game (the hero then offers the game itself). Never an address of a file.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const game = getGame((await params).slug);
  if (!game) return errorResponse(404, messages.api.notFound);
  try {
    const user = await getSessionUser(req);
    const access = await accessOrVisitor(game, user);
    const licensed = await gameLicensedFor(game, user).catch(() => false);
    return json({ access, licensed });
  } catch (error) {
    console.error(`[documents] access for ${game.slug}:`, error);
    return errorResponse(503, messages.documents.unavailable);
  }
}
