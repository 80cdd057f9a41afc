import styles from "@/components/auth/auth-page.module.css";
import { InlineLogo } from "@/components/auth/inline-logo";

/** The pages an LTI launch lands on: bare, like log-in, since a platform may show them in its own frame. */
export default function LtiLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <header>
        <a href="/" className={styles.logo} target="_top">
          <InlineLogo />
        </a>
      </header>
      <main className={styles.card}>{children}</main>
    </div>
  );
}
