import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NoticePage } from "@/components/reference-game/notice-page";
import styles from "@/components/reference-game/reference-game.module.css";
import { getGameById } from "@/content";
import { clientAddress } from "@/lib/limits/client-address";
import { lookUpCode, type Looked } from "@/lib/reference-game/code-lookup";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { codeFromSegment } from "@/lib/join/join-path";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { isUpstreamError } from "@/upstream-contract/errors";
import type { ArrivalAnswer } from "@/upstream-contract/lobby-types";

export const dynamic = "force-dynamic";
export const metadata = { title: "In the lobby" };

type Props = { params: Promise<{ code: string; id: string }> };

/** A student's own page once they are in the lobby: their name, the code, and what happens next. */
export default async function PlayerPage({ params }: Props) {
  const segments = await params;
  const code = codeFromSegment(segments.code);
  const id = codeFromSegment(segments.id);
  const lobbies = referenceLobbies();
  if (code === null || id === null || !lobbies) notFound();
  let looked: Looked<ArrivalAnswer>;
  try {
    looked = await lookUpCode(clientAddress(await headers()), code, () => lobbies.arrivalOf(code, id));
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) notFound();
    throw error;
  }
  if (!looked.ok) return <NoticePage eyebrow={text.joinEyebrow} title={text.tooManyLookups(looked.retryAfterSeconds)} />;
  const answer = looked.value;
  const game = getGameById(answer.game_id);
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card} aria-labelledby="player-title">
        <p className={styles.eyebrow}>{game?.title ?? answer.game_id}</p>
        <h1 id="player-title" className={styles.title}>
          {text.youAreIn(answer.arrival.name)}
        </h1>
        <p className={styles.muted}>{text.waitForInstructor}</p>
        <p className={styles.codeLine}>
          {text.sessionCode} <strong className={styles.code}>{answer.code}</strong>
        </p>
      </article>
    </div>
  );
}
