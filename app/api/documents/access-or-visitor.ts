import "server-only";
import type { Game } from "@/content";
import { endSessionQuietly } from "@/lib/auth/session-state";
import type { SessionUserWithToken } from "@/lib/auth/signed-in";
import { documentAccessFor } from "@/lib/documents/access";
import { UpstreamError } from "@/lib/upstream";

/** documentAccessFor, where an upstream 401 on the person's token ends the session and answers as for a visitor. */
export async function accessOrVisitor(game: Game, user: SessionUserWithToken | null) {
  try {
    return await documentAccessFor(game, user);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 401 || !user) throw error;
    await endSessionQuietly(user.session, "upstream 401");
    return documentAccessFor(game, null);
  }
}
