import { RequestDemoButton } from "@/components/contact/request-demo-button";
import { PlayIcon } from "@/components/video/play-icon";
import { VideoButton } from "@/components/video/video-button";
import type { Game } from "@/content/schema";
import { gameMessages } from "@/lib/messages/games";
import { BroughtBy } from "./brought-by";
import { FactList } from "./fact-list";
import { GameImage } from "./game-image";
import { HeroActions } from "./hero-actions";
import { OpenGameLink } from "./open-game-link";
import styles from "./game-hero.module.css";

export interface GameHeroProps {
  game: Game;
  /** The game's session page on the dashboard host (where a licensed facilitator runs it). */
  openHref: string;
  /** The "What you get" panel, drawn by the page from content. */
  whatYouGet?: React.ReactNode;
}

/** Top of a game page: what the game is, who wrote it, its facts, the author video and the calls to act. */
export function GameHero({ game, openHref, whatYouGet }: GameHeroProps) {
  // A placeholder recording is no video: the hero shows the picture alone, never "Video not available".
  const authorVideo = game.authorVideo && !game.authorVideo.placeholder ? game.authorVideo : null;
  const media = <GameImage image={game.image} className={styles.image} priority alt={authorVideo ? "" : undefined} />;
  const videoTitle = `${game.title}: Author Video`;

  return (
    <section className={styles.hero} aria-labelledby="game-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <h1 id="game-title" className={styles.title}>
            {game.title}
          </h1>
          <p className={styles.subtitle}>{game.subtitle}</p>
          <p className={styles.authors}>
            <span>{game.authors.length > 1 ? "Authors:" : "Author:"}</span>{" "}
            {game.authors.map((author, index) => (
              <span key={author.profileUrl}>
                {index > 0 ? ", " : null}
                {author.placeholder ? (
                  author.name
                ) : (
                  <a href={author.profileUrl} target="_blank" rel="noopener noreferrer">
                    {author.name}
                    <span className="visually-hidden"> (profile, opens in a new tab)</span>
                  </a>
                )}
              </span>
            ))}
          </p>
          <p className={styles.description}>{game.description}</p>

          <FactList
            className={styles.facts}
            facts={[
              { term: "Discipline", value: game.discipline },
              { term: "Length", value: game.length },
              { term: "Type", value: game.type },
            ]}
          />

          <div className={styles.actions}>
            <HeroActions
              slug={game.slug}
              trialGameId={game.gameIds[0]}
              gameTitle={game.title}
              openHref={openHref}
              licensed={
                <>
                  <OpenGameLink href={openHref} />
                  {Object.values(game.resources).some((document) => document !== null) ? (
                    <a href="#resources" className="btn btn-outline">
                      {gameMessages.teachingDocuments}
                    </a>
                  ) : null}
                  <p className={styles.licensed}>{gameMessages.licensedNote}</p>
                </>
              }
            >
              {game.purchaseUrl ? (
                <a href={game.purchaseUrl} className="btn btn-outline">
                  Buy Now
                </a>
              ) : (
                <RequestDemoButton
                  label="Buy Now"
                  initialMessage={gameMessages.buyNowMessage(game.title)}
                  asks="quote"
                  heading={{ title: gameMessages.buyNowTitle(game.title), description: gameMessages.buyNowDescription }}
                />
              )}
            </HeroActions>
          </div>
        </div>

        <div className={styles.side}>
          <div className={styles.media}>
            {authorVideo ? (
              <VideoButton
                url={authorVideo.url}
                title={videoTitle}
                label={`Play the author video of ${game.title}`}
                className={styles.play}
              >
                {media}
                <PlayIcon className={styles.playIcon} size={72} />
              </VideoButton>
            ) : (
              media
            )}
          </div>
          {whatYouGet}
          <BroughtBy logoIds={game.broughtByLogos} />
        </div>
      </div>
    </section>
  );
}
