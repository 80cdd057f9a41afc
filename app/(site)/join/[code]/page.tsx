import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameImage } from "@/components/games/game-image";
import { JoinButton } from "@/components/join/join-button";
import { ProjectLink } from "@/components/join/project-link";
import { UnknownCode } from "@/components/join/unknown-code";
import { joinTargetOf, type JoinTarget } from "@/lib/join/join-game";
import { codeFromSegment } from "@/lib/join/join-path";
import { joinRoutes } from "@/lib/join/game-hosts";
import { sessionKnown } from "@/lib/reference-game/session-known";
import { joinMessages } from "@/lib/messages/join";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import styles from "@/components/join/join-page.module.css";

type JoinPageProps = { params: Promise<{ code: string }> };

async function targetFrom(params: JoinPageProps["params"]): Promise<JoinTarget> {
  const code = codeFromSegment((await params).code);
  const target = code === null ? null : joinTargetOf(code);
  if (!target) notFound();
  return target;
}

export async function generateMetadata({ params }: JoinPageProps): Promise<Metadata> {
  const { code, game } = await targetFrom(params);
  // A session's page is for its class, not for search engines.
  if (!game) return { title: joinMessages.unknownCode(code), robots: { index: false } };
  return { title: `Join ${game.title} (${code})`, description: game.subtitle, robots: { index: false } };
}

/**
 * The address students open from a shared link or QR code: the code's game, and one big Join; a code
 * of no game, the formats of every game's codes.
 */
export default async function JoinPage({ params }: JoinPageProps) {
  const { code, game } = await targetFrom(params);
  const routes = joinRoutes();
  if (game && !(await sessionKnown(code))) {
    return (
      <div className={`container ${styles.page}`}>
        <article className={styles.card} aria-labelledby="join-game">
          <div className={styles.body}>
            <p className={styles.eyebrow}>{game.title}</p>
            <h1 id="join-game" className={styles.title}>
              {joinMessages.noSession(code)}
            </h1>
            <p className={styles.note}>{joinMessages.noSessionHint}</p>
            <p className={styles.links}>
              <a href="/#hero">{joinMessages.tryAgain}</a>
            </p>
          </div>
        </article>
      </div>
    );
  }
  if (!game) {
    return (
      <div className={`container ${styles.page}`}>
        <article className={styles.card} aria-labelledby="join-game">
          <div className={styles.body}>
            <p className={styles.eyebrow}>{joinScreenMessages.joinHeading}</p>
            <h1 id="join-game" className={styles.title}>
              {joinMessages.unknownCode(code)}
            </h1>
            <UnknownCode code={code} games={routes} className={styles.note} withHeadline={false} />
            <p className={styles.links}>
              <a href="/#hero">{joinMessages.tryAgain}</a>
            </p>
          </div>
        </article>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card} aria-labelledby="join-game">
        <GameImage image={game.image} alt="" className={styles.image} priority />
        <div className={styles.body}>
          <p className={styles.eyebrow}>{joinScreenMessages.joinHeading}</p>
          <h1 id="join-game" className={styles.title}>
            {game.title}
          </h1>
          <p className={styles.subtitle}>{game.subtitle}</p>
          <p className={styles.codeLine}>
            {joinScreenMessages.code} <strong className={styles.code}>{code}</strong>
          </p>
          <JoinButton code={code} routes={routes} />
          <p className={styles.links}>
            <a href={`/${game.slug}`}>About {game.shortTitle}</a>
            <ProjectLink code={code} />
          </p>
        </div>
      </article>
    </div>
  );
}
