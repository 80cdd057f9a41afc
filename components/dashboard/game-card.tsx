import { ShareSession } from "@/components/join/share-session";
import type { JoinGame } from "@/lib/join/code-game";
import { SiteImage } from "@/components/ui/site-image";
import { dashboardMessages } from "@/lib/messages/dashboard";
import type { DashboardCard } from "./dashboard-cards";
import styles from "./dashboard.module.css";
import { setCurrentGame } from "./fetch-accessible-games";

export interface GameCardProps {
  card: DashboardCard;
  /** Every game's code prefix and title, for Share a session's check of the code. */
  joinGames: readonly JoinGame[];
  /** Controls drawn under the card's link (e.g. sharing a session); the link cannot hold them. */
  actions?: React.ReactNode;
}

/** A real link, so the new tab opens inside the click itself and no popup blocker interferes. */
export function GameCard({ card, joinGames, actions }: GameCardProps) {
  const notify = () => setCurrentGame(card.gameId);
  return (
    <li className={styles.card}>
      <a
        href={card.href}
        target="_blank"
        rel="noopener"
        className={styles.cardLink}
        onClick={notify}
        onAuxClick={(event) => {
          if (event.button === 1) notify();
        }}
      >
        <span className={styles.media}>
          {card.image ? (
            <SiteImage src={card.image.src} alt="" width={card.image.width} height={card.image.height} className={styles.mediaImage} />
          ) : (
            <span className={styles.mediaFallback} aria-hidden="true">
              {card.title.charAt(0)}
            </span>
          )}
        </span>
        <span className={styles.cardBody}>
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <span className={styles.validity}>
            {card.date ? (
              <>
                {dashboardMessages.validTill}{" "}
                <time dateTime={card.expiry ?? undefined} className={styles.date}>
                  {card.date}
                </time>
              </>
            ) : (
              <span className={styles.date}>{dashboardMessages.noExpiry}</span>
            )}
          </span>
          <span className={styles.open}>
            Open game<span className="visually-hidden"> (opens in a new tab)</span>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.openIcon}>
              <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </span>
        </span>
      </a>
      <div className={styles.cardActions}>
        <ShareSession gameTitle={card.title} joinPrefix={card.joinPrefix} joinGames={joinGames} />
        {actions}
      </div>
    </li>
  );
}

/** Drawn in the card's exact box while the list loads, so nothing moves when it arrives. */
export function GameCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeleton}`}>
      <span className={styles.cardLink}>
        <span className={styles.media} />
        <span className={styles.cardBody}>
          <span className={`${styles.cardTitle} ${styles.bar}`} />
          <span className={`${styles.validity} ${styles.bar} ${styles.barShort}`} />
          <span className={`${styles.open} ${styles.bar} ${styles.barShort}`} />
        </span>
      </span>
    </li>
  );
}
