import { GoogleButton, type GoogleButtonProps } from "./google-button";
import { SwitchLinkQuery } from "./switch-link-query";
import styles from "./auth-page.module.css";

export interface AuthAlternativesProps extends GoogleButtonProps {
  divider: string;
  /** "Don't have an account?" and its link. */
  switchText: string;
  switchLabel: string;
  switchHref: string;
}

/** Below both auth forms: the divider, Continue with Google, and the link to the other form. */
export function AuthAlternatives({ divider, switchText, switchLabel, switchHref, ...google }: AuthAlternativesProps) {
  return (
    <>
      <p className={styles.divider}>
        <span>{divider}</span>
      </p>
      <GoogleButton {...google} />
      <p className={styles.switch}>
        {switchText} <a href={switchHref}>{switchLabel}</a>
        <SwitchLinkQuery />
      </p>
    </>
  );
}
