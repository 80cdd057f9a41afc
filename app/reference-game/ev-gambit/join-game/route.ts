import { games } from "@/content";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { referenceJoinPath } from "@/lib/join/game-host-paths";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";

export const dynamic = "force-dynamic";

/**
 * Stands for `{EV_GAMBIT_HOST_URL}/join-game?name=…&email=…&session_code=…`, where the EV Gambit trial
 * sends its professor: the same join page as every other game, with the code as `code`.
 */
export function GET(request: Request) {
  const game = games.find((entry) => entry.gameIds.includes(EV_GAMBIT_GAME_ID));
  if (!referenceLobbies() || !game) return new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const forward = new URLSearchParams();
  for (const [from, to] of [
    ["session_code", "code"],
    ["name", "name"],
    ["email", "email"],
  ] as const) {
    const value = query.get(from);
    if (value) forward.set(to, value.slice(0, 320));
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `${referenceJoinPath(game.slug)}?${forward}`, "Cache-Control": "no-store" },
  });
}
