import { errorMessages } from "@/lib/messages/errors";
import styles from "./error-screen.module.css";

export interface ErrorScreenProps {
  heading: string;
  text?: string;
  code?: string;
}

/** The shared look of the not-found and error pages: heading, text and a Go Back Home link. */
export function ErrorScreen({ heading, text, code }: ErrorScreenProps) {
  return (
    <main className={styles.screen}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className={styles.heading}>{heading}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {/* A plain anchor: it must work even when the client router is what failed. */}
      <a href="/" className="btn btn-primary">
        {errorMessages.goBackHome}
      </a>
    </main>
  );
}
