import { useEffect, useRef } from "react";
import { trialMessages as text } from "@/lib/messages/trial";
import { trialLoginPath, trialSignupPath, type TrialAuthQuery } from "@/lib/trial/trial-query";
import styles from "./trial-needs-account.module.css";

/**
 * What a signed-out visitor sees on submitting the trial form: why an account is needed, then Sign Up
 * (most visitors have none) or Log In, both carrying what was typed and the way back to this page.
 */
export function TrialNeedsAccount({ query }: { query: TrialAuthQuery }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.step} role="status">
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {text.needsAccount}
      </h3>
      <p className={styles.text}>{text.needsAccountText}</p>
      <a href={trialSignupPath(query)} className="btn btn-primary">
        {text.signUp}
      </a>
      <p className={styles.text}>
        {text.haveAccount} <a href={trialLoginPath(query)}>{text.logIn}</a>
      </p>
    </div>
  );
}
