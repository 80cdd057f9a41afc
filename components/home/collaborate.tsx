import styles from "./collaborate.module.css";

export interface CollaborateProps {
  /** The video trigger (opens the video dialog). */
  video: React.ReactNode;
  /** The Collaborate With Us button (opens its dialog). */
  action: React.ReactNode;
}

export function Collaborate({ video, action }: CollaborateProps) {
  return (
    <section id="collaborate" className="section" aria-labelledby="collaborate-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.video}>{video}</div>
        <div>
          <h2 id="collaborate-heading" className={styles.heading}>
            Collaborate with us
          </h2>
          <p>
            Have a course that needs a game? We co-design simulations with faculty: you bring the teaching goal and the subject expertise,
            we build, test and host the game, and your students play it first.
          </p>
          <ul className={styles.points}>
            <li>Co-authored games credited to you and your institution</li>
            <li>Classroom testing and debrief material included</li>
            <li>Research-ready data exports for teaching studies</li>
          </ul>
          {action}
        </div>
      </div>
    </section>
  );
}
