import { joinTargetOf } from "@/lib/join/join-game";
import { joinPath, projectPath } from "@/lib/join/join-path";

export const dynamic = "force-dynamic";

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/**
 * The home page's code box without script (a GET form to /join): its code's own page, or the projected
 * screen for Project join screen. With script the box opens the game itself and never comes here.
 */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const target = joinTargetOf(query.get("code") ?? "");
  if (!target) return seeOther("/#hero");
  return seeOther(query.has("project") && target.game ? projectPath(target.code) : joinPath(target.code));
}
