import type { Illustration } from "@/content/schema";
import { DebriefChart } from "./debrief-chart";
import { illustrationCaption, illustrationSummary } from "./illustration-summary";
import styles from "./game-illustration.module.css";

export interface GameIllustrationProps {
  illustration: Illustration;
}

/** What playing and the debrief look like, drawn from the game's own facts: an illustration, not a screenshot. */
export function GameIllustration({ illustration }: GameIllustrationProps) {
  const { play, debrief } = illustration;

  return (
    <figure className={styles.figure} aria-label={illustrationSummary(illustration)}>
      <div className={styles.panel}>
        <h3 className={styles.panelHeading}>How it plays</h3>
        <p className={styles.rounds}>{play.rounds}</p>
        <ol className={styles.steps}>
          {play.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {play.roles ? (
          <div className={styles.roles}>
            <p className={styles.rolesLabel}>Players</p>
            <ul className={styles.chips}>
              {play.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.panel}>
        <h3 className={styles.panelHeading}>The debrief</h3>
        <p className={styles.chartTitle}>{debrief.title}</p>
        <DebriefChart debrief={debrief} rounds={play.rounds} />
      </div>
      <figcaption className={styles.caption}>{illustrationCaption}</figcaption>
    </figure>
  );
}
