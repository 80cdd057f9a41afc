import { notFound, redirect } from "next/navigation";
import { LobbyArrivals } from "@/components/reference-game/lobby-arrivals";
import { NoticePage } from "@/components/reference-game/notice-page";
import styles from "@/components/reference-game/reference-game.module.css";
import { getGameById } from "@/content";
import { accountPayer, lookUpCode, type Looked } from "@/lib/reference-game/code-lookup";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { pageUserWithToken } from "@/lib/auth/signed-in";
import { lobbyPath } from "@/lib/join/game-host-paths";
import { codeFromSegment, joinPath, projectPath } from "@/lib/join/join-path";
import { joinMessages } from "@/lib/messages/join";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { absoluteUrl } from "@/lib/site-url";
import { isUpstreamError } from "@/upstream-contract/errors";
import type { HostedLobby } from "@/upstream-contract/lobby-types";

export const dynamic = "force-dynamic";
export const metadata = { title: "Class lobby" };

type Props = { params: Promise<{ code: string }> };

/** The professor's lobby of a session on the reference game host: the code to give, and who has arrived. */
export default async function LobbyPage({ params }: Props) {
  const code = codeFromSegment((await params).code);
  const lobbies = referenceLobbies();
  if (code === null || !lobbies) notFound();
  const here = lobbyPath(code);
  const user = await pageUserWithToken();
  if (!user) redirect(`/login?redirect=${encodeURIComponent(here)}`);
  let looked: Looked<HostedLobby>;
  try {
    looked = await lookUpCode(accountPayer(user.uid), code, () => lobbies.hostLobby(user.accessToken, code));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 401) redirect(`/login?redirect=${encodeURIComponent(here)}`);
    if (error.status === 404) return <NoticePage eyebrow={text.lobbyEyebrow} title={joinMessages.noSession(code)} />;
    if (error.status === 403) return <NoticePage eyebrow={text.lobbyEyebrow} title={text.notYourLobby} />;
    throw error;
  }
  if (!looked.ok) return <NoticePage eyebrow={text.lobbyEyebrow} title={text.tooManyLookups(looked.retryAfterSeconds)} />;
  const lobby = looked.value;
  const game = getGameById(lobby.game_id);
  const joinAddress = absoluteUrl(joinPath(lobby.code));
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card} aria-labelledby="lobby-title">
        <p className={styles.eyebrow}>{text.lobbyEyebrow}</p>
        <h1 id="lobby-title" className={styles.title}>
          {game?.title ?? lobby.game_id}
        </h1>
        <p className={styles.codeLine}>
          {text.studentsJoinWith} <strong className={styles.code}>{lobby.code}</strong>
        </p>
        <p className={styles.muted}>
          {text.joinWhere}{" "}
          <a href={joinPath(lobby.code)} className={styles.address}>
            {joinAddress.replace(/^https?:\/\//, "")}
          </a>
        </p>
        <LobbyArrivals code={lobby.code} initial={lobby.arrivals} />
        <p className={styles.links}>
          <a href={projectPath(lobby.code)}>{joinScreenMessages.project}</a>
        </p>
      </article>
    </div>
  );
}
