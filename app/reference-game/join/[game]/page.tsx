import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ArrivalForm } from "@/components/reference-game/arrival-form";
import { NoticePage } from "@/components/reference-game/notice-page";
import styles from "@/components/reference-game/reference-game.module.css";
import { clientAddress } from "@/lib/limits/client-address";
import { lookUpCode } from "@/lib/reference-game/code-lookup";
import { readJoinRequest, sessionToJoin } from "@/lib/reference-game/join-request";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { joinMessages } from "@/lib/messages/join";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";

export const dynamic = "force-dynamic";
export const metadata = { title: "Join the class" };

type Props = {
  params: Promise<{ game: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's query as the browser sent it (the first of a repeated name). */
function queryOf(values: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one !== undefined) query.set(key, one);
  }
  return query;
}

/**
 * Stands for a game's own join address (docs/game-hosts.md): takes `code`, and `name`, `email`,
 * `picture` where the site sends them; the student confirms their name and enters the lobby.
 */
export default async function JoinGamePage({ params, searchParams }: Props) {
  const request = readJoinRequest((await params).game, queryOf(await searchParams));
  const lobbies = referenceLobbies();
  if (!request || !lobbies) notFound();
  const { game, code, name } = request;
  const looked = request.code
    ? await lookUpCode(clientAddress(await headers()), request.code, () => sessionToJoin(lobbies, request))
    : null;
  if (looked && !looked.ok) return <NoticePage eyebrow={game.title} title={text.tooManyLookups(looked.retryAfterSeconds)} />;
  const session = looked?.value;
  if (!session) {
    return (
      <NoticePage
        eyebrow={game.title}
        title={code ? joinMessages.noSession(code) : joinMessages.empty}
        detail={joinMessages.noSessionHint}
      />
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card} aria-labelledby="join-title">
        <p className={styles.eyebrow}>{text.joinEyebrow}</p>
        <h1 id="join-title" className={styles.title}>
          {game.title}
        </h1>
        <p className={styles.codeLine}>
          {text.sessionCode} <strong className={styles.code}>{session.code}</strong>
        </p>
        <ArrivalForm code={session.code} name={name} />
      </article>
    </div>
  );
}
