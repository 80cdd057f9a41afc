import { SiteImage } from "@/components/ui/site-image";
import { games, shownSupporterLogos, site } from "@/content";
import styles from "./site-footer.module.css";

const productLinks = [
  { href: "/#aboutUs", label: "About" },
  { href: "/#team", label: "Team" },
  { href: "/#contactUs", label: "Request a Demo" },
];

const helpLinks = [
  { href: "/#faq", label: "FAQ" },
  { href: "/for-your-lms", label: "For your LMS" },
  { href: "/terms-and-conditions", label: "Terms of use" },
  { href: "/privacy-policy", label: "Privacy Policy" },
];

export function SiteFooter() {
  const footerGames = site.footerGames.flatMap((slug) => games.filter((game) => game.slug === slug));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <a href="/#hero" className={styles.logo} aria-label={`${site.name}: back to the top of the home page`}>
            <SiteImage src="/images/brand/logo-light.svg" alt="" width={180} height={40} />
          </a>
          <p className={styles.tagline}>{site.tagline}.</p>
          <div className={styles.social}>
            <a href={`mailto:${site.email}`} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 6h18v12H3z M3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">E-mail us (opens in a new tab)</span>
            </a>
            {site.companyPage.placeholder ? null : (
              <a href={site.companyPage.url} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.2c0-1.24-.02-2.84-1.73-2.84-1.73 0-2 1.35-2 2.75V21h-4z"
                  />
                </svg>
                <span className="visually-hidden">Our company page on LinkedIn (opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>

        <nav aria-labelledby="footer-simulations" className={styles.column}>
          <h2 id="footer-simulations" className={styles.heading}>
            Our Simulations
          </h2>
          <ul>
            {footerGames.map((game) => (
              <li key={game.slug}>
                <a href={`/${game.slug}`}>{game.shortTitle}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-product" className={styles.column}>
          <h2 id="footer-product" className={styles.heading}>
            {site.name}
          </h2>
          <ul>
            {productLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-help" className={styles.column}>
          <h2 id="footer-help" className={styles.heading}>
            Help Center
          </h2>
          <ul>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {shownSupporterLogos.length > 0 ? (
        <div className={`container ${styles.supporters}`}>
          <p>Supported by</p>
          <ul>
            {shownSupporterLogos.map((logo) => (
              <li key={logo.id}>
                <SiteImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={`container ${styles.copyright}`}>
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
