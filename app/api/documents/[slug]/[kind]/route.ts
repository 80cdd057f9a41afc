import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { NextRequest } from "next/server";
import { getGame } from "@/content";
import { requestUser } from "@/lib/auth/signed-in";
import { errorResponse } from "@/lib/api/responses";
import { documentResponse } from "@/lib/documents/file";
import { kindOfSegment, type DocumentAccess } from "@/lib/documents/kinds";
import { messages } from "@/lib/messages";
import { accessOrVisitor } from "../../access-or-visitor";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const refusals: Record<Exclude<DocumentAccess, "open">, [status: number, message: string]> = {
  missing: [404, messages.resources.noAccess],
  visitor: [401, messages.documents.visitor],
  student: [403, messages.resources.noAccess],
  unverified: [403, messages.documents.unverified],
  "no-access": [403, messages.documents.noAccess],
};

/** The only way to a teaching document: the session is checked on every request, then the file is streamed. */
export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string; kind: string }> }) {
  const { slug, kind: segment } = await params;
  const game = getGame(slug);
  const kind = kindOfSegment(segment);
  if (!game || !kind) return errorResponse(404, messages.api.notFound);
  try {
    const access = (await accessOrVisitor(game, await requestUser(req)))[kind];
    if (access !== "open") {
      const [status, message] = refusals[access];
      return errorResponse(status, message, { access });
    }
    const fileName = game.resources[kind]!.file;
    return (await documentResponse(fileName, `${game.slug}-${segment}.pdf`)) ?? errorResponse(404, messages.resources.noAccess);
  } catch (error) {
    log.error(logLine`[documents] ${slug}/${segment}: ${error}`);
    return errorResponse(503, messages.documents.unavailable);
  }
}
