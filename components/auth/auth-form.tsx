import type { FormEventHandler, ReactNode } from "react";
import { OutcomeBanner } from "@/components/ui/outcome";
import styles from "./auth-page.module.css";

export interface AuthFormProps {
  title: string;
  /** useAuthSubmit's red alert, its id and its busy flag. */
  failure: string | null;
  alertId: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Loads the form's schema on first focus (lib/validations/lazy-resolver). */
  onFocus: () => void;
  children: ReactNode;
}

/** What log-in and sign-up show alike: the heading, the red alert, and the form locked while it sends. */
export function AuthForm({ title, failure, alertId, busy, onSubmit, onFocus, children }: AuthFormProps) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <OutcomeBanner tone="error" id={alertId}>
        {failure}
      </OutcomeBanner>
      <form method="post" onSubmit={onSubmit} onFocus={onFocus} noValidate>
        {/* Fields take typing from the first paint; sending needs the page's code, so the button waits for it. */}
        <fieldset disabled={busy} className={styles.plainFieldset}>
          {children}
        </fieldset>
      </form>
    </>
  );
}
