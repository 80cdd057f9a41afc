import { useEffect, useRef } from "react";
import styles from "./dialog-step.module.css";

export interface DialogStepProps {
  title: string;
  text: React.ReactNode;
  /** The trial's terms, said after the text (content/trial.ts). */
  terms?: string;
  /** The step's links or buttons, in a row. */
  children: React.ReactNode;
}

/** A step of the trial dialog that says something and offers a way on: its heading takes the focus. */
export function DialogStep({ title, text, terms, children }: DialogStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focused so a screen reader says the step; after the dialog's focus scope has mounted (a parent: its
  // effect runs after this one), so that it still hands focus back to the opener when it closes.
  useEffect(() => {
    const timer = window.setTimeout(() => heading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.step}>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      <p className={styles.text}>{text}</p>
      {terms ? <p className={styles.text}>{terms}</p> : null}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
