import { documentMessages } from "@/lib/messages/documents";
import styles from "./what-you-get.module.css";

export interface WhatYouGetProps {
  length: string;
  format: string;
  /** The game's teaching documents that exist, with their page counts. */
  documents: readonly { label: string; pages: number | null }[];
  videoCount: number;
}

/** What running the game gets a facilitator, from content: its length and format, its documents and videos. */
export function WhatYouGet({ length, format, documents, videoCount }: WhatYouGetProps) {
  return (
    <section className={styles.panel} aria-labelledby="what-you-get">
      <h2 id="what-you-get" className={styles.title}>
        What you get
      </h2>
      <ul className={styles.list}>
        <li>
          <strong>{length}</strong> of class time, {format.toLowerCase()}
        </li>
        {documents.map((document) => (
          <li key={document.label}>
            <strong>{document.label}</strong> · {documentMessages.format(document.pages)}
          </li>
        ))}
        {videoCount > 0 ? (
          <li>
            <strong>
              {videoCount} video {videoCount === 1 ? "tutorial" : "tutorials"}
            </strong>
          </li>
        ) : null}
        <li>
          A link in your Canvas, Moodle, Blackboard or D2L course: <a href="/for-your-lms">For your LMS</a>
        </li>
      </ul>
    </section>
  );
}
