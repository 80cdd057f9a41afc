import { useEffect, useRef } from "react";
import { trialMessages as text } from "@/lib/messages/trial";
import { trialLoginPath, trialSignupPath, type TrialAuthQuery } from "@/lib/trial/trial-query";
import styles from "./trial-needs-account.module.css";

/**
 * What a signed-out visitor sees first in the trial dialog (issue 37: before any field): a trial needs a
 * free account, then Sign Up (most visitors have none) or Log In, both carrying the game and the way back.
 */
export function TrialNeedsAccount({ query, gameName }: { query: TrialAuthQuery; gameName?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After the dialog's focus scope has mounted (a parent: its effect runs after this one), so that it
  // still hands focus back to the button that opened the dialog when it closes.
  useEffect(() => {
    const timer = window.setTimeout(() => heading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.step}>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {text.needsAccount}
      </h3>
      <p className={styles.text}>{gameName ? text.needsAccountFor(gameName) : text.needsAccountText}</p>
      <div className={styles.actions}>
        <a href={trialSignupPath(query)} className="btn btn-primary">
          {text.signUp}
        </a>
        <a href={trialLoginPath(query)} className="btn btn-outline">
          {text.logIn}
        </a>
      </div>
    </div>
  );
}
