import { SessionShare } from "@/components/join/session-share";
import { getGameById } from "@/content";
import { trialOffer } from "@/content/trial";
import { formatValidTill } from "@/lib/dashboard/format-valid-till";
import { joinPath, projectPath } from "@/lib/join/join-path";
import { openSessionAddress } from "@/lib/join/game-hosts";
import type { JoinRoute } from "@/lib/join/route-code";
import { dashboardMessages as text } from "@/lib/messages/dashboard";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { absoluteUrl } from "@/lib/site-url";
import type { ClassSession } from "@/lib/dashboard/class-sessions";
import styles from "./class-sessions.module.css";

/** The last day of a trial started at `requestedAt` (the upstream's trial record ends the same day). */
function trialLastDay(requestedAt: string): string {
  return new Date(new Date(requestedAt).getTime() + (trialOffer.lengthDays - 1) * 86_400_000).toISOString();
}

function status(session: ClassSession): string {
  if (session.kind === "licensed") return text.licensedOpen;
  return session.code ? text.trialActive : text.trialRequested;
}

/** One class session: its game, code, date and status, and Open the game, Project join screen, Share a session. */
export function SessionCard({ session, routes }: { session: ClassSession; routes: readonly JoinRoute[] }) {
  const game = getGameById(session.gameId);
  const title = game?.title ?? session.gameId;
  const { code } = session;
  const open = code ? openSessionAddress(code, routes) : null;
  const lastDay = session.kind === "trial" ? trialLastDay(session.startedAt) : null;
  return (
    <li className={styles.session}>
      <div className={styles.sessionHead}>
        <h3 className={styles.game}>{game ? <a href={`/${game.slug}`}>{title}</a> : title}</h3>
        <p className={styles.status}>{status(session)}</p>
      </div>
      {code ? (
        <p className={styles.codeLine}>
          {joinScreenMessages.code} <strong className={styles.code}>{code}</strong>
        </p>
      ) : (
        <p className={styles.codeLine}>{text.codeInMail}</p>
      )}
      <p className={styles.date}>
        <span className={styles.dateItem}>
          {session.kind === "trial" ? text.started : text.opened}{" "}
          <time dateTime={session.startedAt}>{formatValidTill(session.startedAt)}</time>
        </span>
        {lastDay ? (
          <>
            {" "}
            <span className={styles.dateItem}>
              {text.trialUntil} <time dateTime={lastDay.slice(0, 10)}>{formatValidTill(lastDay)}</time>
            </span>
          </>
        ) : null}
      </p>
      {code ? (
        <div className={styles.actions}>
          {open ? (
            <a href={open} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              {text.openGame}
              <span className="visually-hidden"> ({title}, opens in a new tab)</span>
            </a>
          ) : null}
          <a href={projectPath(code)} className="btn btn-outline">
            {joinScreenMessages.project}
            <span className="visually-hidden">: {title}</span>
          </a>
          <SessionShare gameTitle={title} url={absoluteUrl(joinPath(code))} />
        </div>
      ) : null}
    </li>
  );
}
