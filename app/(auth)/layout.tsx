import styles from "@/components/auth/auth-page.module.css";
import { InlineLogo } from "@/components/auth/inline-logo";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <header>
        <a href="/" className={styles.logo}>
          <InlineLogo />
        </a>
      </header>
      <main className={styles.card}>{children}</main>
    </div>
  );
}
