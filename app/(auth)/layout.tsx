import { SiteImage } from "@/components/ui/site-image";
import styles from "@/components/auth/auth-page.module.css";
import { site } from "@/content/site";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <header>
        <a href="/" className={styles.logo}>
          <SiteImage src="/images/brand/logo.svg" alt={`${site.name} home`} width={180} height={40} priority />
        </a>
      </header>
      <main className={styles.card}>{children}</main>
    </div>
  );
}
