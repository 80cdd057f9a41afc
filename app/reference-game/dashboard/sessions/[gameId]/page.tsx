import { notFound, redirect } from "next/navigation";
import { NoticePage } from "@/components/reference-game/notice-page";
import { getGameById } from "@/content";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { pageUserWithToken } from "@/lib/auth/signed-in";
import { lobbyPath, referenceDashboardHost } from "@/lib/join/game-host-paths";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { isUpstreamError } from "@/upstream-contract/errors";
import { recordOpenedSession } from "@/lib/dashboard/opened-sessions";
import { storeDb } from "@/lib/store";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";
export const metadata = { title: "Open a class session" };

type Props = { params: Promise<{ gameId: string }> };

/**
 * Stands for `{DASHBOARD_HOST_URL}/sessions/<game id>`, where a game's card on the dashboard sends its
 * professor: opens their lobby for the game (the same one all day), puts it on their dashboard, and shows it.
 */
export default async function OpenSessionPage({ params }: Props) {
  const { gameId } = await params;
  const game = getGameById(gameId);
  const lobbies = referenceLobbies();
  if (!game || !lobbies) notFound();
  const here = `${referenceDashboardHost}/sessions/${encodeURIComponent(gameId)}`;
  const user = await pageUserWithToken();
  if (!user) redirect(`/login?redirect=${encodeURIComponent(here)}`);
  if (user.role !== "facilitator") redirect("/?notice=instructors-only");
  let code: string;
  try {
    code = (await lobbies.openLobby(user.accessToken, gameId)).code;
  } catch (error) {
    if (isUpstreamError(error) && error.status === 401) redirect(`/login?redirect=${encodeURIComponent(here)}`);
    return <NoticePage eyebrow={game.title} title={isUpstreamError(error) ? error.message : text.openFailed} />;
  }
  await keepOnDashboard(user.uid, gameId, code);
  redirect(lobbyPath(code));
}

/** The session is still opened when it cannot be kept: the class comes first, the dashboard's list after. */
async function keepOnDashboard(uid: string, gameId: string, code: string): Promise<void> {
  try {
    await recordOpenedSession(await storeDb(), uid, { gameId, code });
  } catch (error) {
    log.error({ err: error }, "[reference-game] an opened session was not kept for the dashboard");
  }
}
