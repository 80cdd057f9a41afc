import { SiteImage } from "@/components/ui/site-image";
import { getShownLogo } from "@/content";
import styles from "./brought-by.module.css";

export interface BroughtByProps {
  logoIds: readonly string[];
}

/** The partner institutions that bring a game, as logos: the ones the content lets pages show, else nothing. */
export function BroughtBy({ logoIds }: BroughtByProps) {
  const logos = logoIds.flatMap((id) => getShownLogo(id) ?? []);
  if (logos.length === 0) return null;
  return (
    <div className={styles.box}>
      <p id="brought-by" className={styles.label}>
        Brought to you by
      </p>
      <ul className={styles.logos} aria-labelledby="brought-by">
        {logos.map((logo) => (
          <li key={logo.id}>
            <SiteImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={styles.logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
