import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { NextRequest } from "next/server";
import { getGame } from "@/content";
import { requestUser } from "@/lib/auth/signed-in";
import { errorResponse, json } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { storeDb } from "@/lib/store";
import { gameLicensedFor } from "@/lib/documents/access";
import { trialSessionsOf } from "@/lib/trial/trial-requests";
import { accessOrVisitor } from "../access-or-visitor";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * What the resource cards show: for each document of the game, open or why not, and whether the person
 * holds a licence for the game (the hero then offers the game itself), and their trial session of it
 * (the hero shows it instead of Take a Free Trial). Never an address of a file.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const game = getGame((await params).slug);
  if (!game) return errorResponse(404, messages.api.notFound);
  try {
    const user = await requestUser(req);
    const access = await accessOrVisitor(game, user);
    const licensed = await gameLicensedFor(game, user).catch(() => false);
    const session = user ? await trialSessionOf(user.uid, game.gameIds) : null;
    return json({ access, licensed, session });
  } catch (error) {
    log.error(logLine`[documents] access for ${game.slug}: ${error}`);
    return errorResponse(503, messages.documents.unavailable);
  }
}

/** The person's latest trial of one of the game's ids, as the hero shows it; null when none (or unreadable). */
async function trialSessionOf(uid: string, gameIds: readonly string[]) {
  try {
    const session = (await trialSessionsOf(await storeDb(), uid)).find((entry) => gameIds.includes(entry.gameId));
    return session ? { code: session.code, requestedAt: session.requestedAt } : null;
  } catch {
    return null;
  }
}
