import { projectPath } from "@/lib/join/join-path";
import { dashboardMessages } from "@/lib/messages/dashboard";
import { gameMessages } from "@/lib/messages/games";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import type { HeroTrialSession } from "./use-document-access";
import styles from "./game-hero.module.css";

/** A game page's hero for a facilitator with a trial of the game: their session, not another trial offer. */
export function TrialSessionNote({ session }: { session: HeroTrialSession }) {
  return (
    <>
      <p className={styles.session}>
        {session.code ? (
          <>
            {gameMessages.yourTrialSession} <strong className={styles.sessionCode}>{session.code}</strong> · {dashboardMessages.trialActive}
          </>
        ) : (
          <>
            {gameMessages.yourTrialRequested} {dashboardMessages.codeInMail}
          </>
        )}
      </p>
      <a href="/games-overview" className="btn btn-primary">
        {gameMessages.goToDashboard}
      </a>
      {session.code ? (
        <a href={projectPath(session.code)} className="btn btn-outline">
          {joinScreenMessages.project}
        </a>
      ) : null}
    </>
  );
}
