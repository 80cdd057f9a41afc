import { GoogleButton, type GoogleButtonProps } from "./google-button";
import { SwitchLinkQuery } from "./switch-link-query";
import styles from "./auth-page.module.css";

export interface AuthAlternativesProps extends GoogleButtonProps {
  /** Whether Google sign-in is set up on this site: when it is not, neither the divider nor the button is shown. */
  googleOffered: boolean;
  divider: string;
  /** "Don't have an account?" and its link. */
  switchText: string;
  switchLabel: string;
  switchHref: string;
}

/** Below both auth forms: the divider and Continue with Google (when Google is set up), and the link to the other form. */
export function AuthAlternatives({ googleOffered, divider, switchText, switchLabel, switchHref, ...google }: AuthAlternativesProps) {
  return (
    <>
      {googleOffered ? (
        <>
          <p className={styles.divider}>
            <span>{divider}</span>
          </p>
          <GoogleButton {...google} />
        </>
      ) : null}
      <p className={styles.switch}>
        {switchText} <a href={switchHref}>{switchLabel}</a>
        <SwitchLinkQuery />
      </p>
    </>
  );
}
