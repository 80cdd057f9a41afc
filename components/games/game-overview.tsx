import { getGame } from "@/content";
import { gameMessages } from "@/lib/messages/games";
import { FactList } from "./fact-list";
import { GameIllustration } from "./game-illustration";
import styles from "./game-overview.module.css";

export interface GameOverviewProps {
  slug: string;
}

/** The Overview tab: description, a picture of play and debrief, key features, objectives and the details box. */
export function GameOverview({ slug }: GameOverviewProps) {
  const game = getGame(slug);
  if (!game) {
    return (
      <p role="alert" className={styles.notFound}>
        {gameMessages.gameNotFound}
      </p>
    );
  }
  const { overview } = game;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h2 className={styles.heading}>About the game</h2>
        {/* Fixed text: its place is its identity, and a text key would repeat the text in the page's data. */}
        {overview.paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}

        <h2 className={styles.heading}>What playing looks like</h2>
        <GameIllustration illustration={game.illustration} />

        <h2 className={styles.heading}>Key Features</h2>
        <ul className={styles.checks}>
          {overview.keyFeatures.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>

        <h2 className={styles.heading}>Learning Objectives</h2>
        <ol className={styles.objectives}>
          {overview.learningObjectives.map((objective, index) => (
            <li key={index}>{objective}</li>
          ))}
        </ol>
      </div>

      <aside className={styles.details} aria-labelledby="overview-details">
        <h2 id="overview-details" className={styles.detailsHeading}>
          Details
        </h2>
        <FactList
          className={styles.facts}
          facts={[
            { term: "Discipline", value: game.discipline },
            {
              term: "Subjects",
              value: (
                <ul className={styles.chips}>
                  {overview.subjects.map((subject) => (
                    <li key={subject} className="chip">
                      {subject}
                    </li>
                  ))}
                </ul>
              ),
            },
            { term: "Source", value: overview.source },
            { term: game.authors.length > 1 ? "Authors" : "Author", value: game.authors.map((author) => author.name).join(", ") },
            { term: "Duration", value: game.length },
          ]}
        />
      </aside>
    </div>
  );
}
