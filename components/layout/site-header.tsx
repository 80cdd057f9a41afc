import { SiteImage } from "@/components/ui/site-image";
import { AccountActions } from "@/components/auth/account-actions";
import { RequestDemoButton } from "@/components/contact/request-demo-button";
import { FreeTrialButton } from "@/components/trial/free-trial-button";
import { site } from "@/content/site";
import { MobileMenu } from "./mobile-menu";
import { SectionNav } from "./section-nav";
import styles from "./site-header.module.css";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.logo}>
          <SiteImage src="/images/brand/logo.svg" alt={`${site.name} home`} width={180} height={40} priority />
        </a>
        <nav aria-label="Main" className={styles.nav}>
          <SectionNav className={styles.navList} />
        </nav>
        <div className={styles.actions}>
          <span className="desktop-only">
            <RequestDemoButton />
          </span>
          <AccountActions placement="bar" signedOutAction={<FreeTrialButton />} />
        </div>
        <MobileMenu>
          <nav aria-label="Main">
            <SectionNav className={styles.menuList} />
          </nav>
          <div className={styles.menuActions}>
            <RequestDemoButton />
            <AccountActions placement="menu" />
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
