import { SiteImage } from "@/components/ui/site-image";
import { shownPartnerLogos } from "@/content";
import type { Logo } from "@/content/schema";
import styles from "./trusted-by.module.css";

/** The marquee moves at 40 pixels a second. */
export const MARQUEE_SPEED_PX_PER_S = 40;
const LOGO_HEIGHT = 48;
const GAP = 48;

/** The partners' marquee; nothing at all until the content has a confirmed partner. */
export function TrustedBy({ logos = shownPartnerLogos }: { logos?: readonly Logo[] }) {
  if (logos.length === 0) return null;
  const widths = logos.map((logo) => Math.round((logo.width * LOGO_HEIGHT) / logo.height));
  const trackWidth = widths.reduce((sum, width) => sum + width + GAP, 0);
  const duration = trackWidth / MARQUEE_SPEED_PX_PER_S;

  const renderSet = (copy: boolean) =>
    logos.map((logo, index) => (
      <li key={`${copy ? "copy-" : ""}${logo.id}`} className={styles.item} style={{ width: widths[index] }}>
        <SiteImage src={logo.src} alt={copy ? "" : logo.alt} width={widths[index] ?? logo.width} height={LOGO_HEIGHT} />
      </li>
    ));

  return (
    <section className={`section ${styles.section}`} aria-labelledby="trusted-heading">
      <div className="container">
        <h2 id="trusted-heading" className="section-title">
          Trusted By
        </h2>
      </div>
      <div
        className={styles.marquee}
        data-testid="marquee"
        data-speed={MARQUEE_SPEED_PX_PER_S}
        style={{ "--marquee-duration": `${duration.toFixed(2)}s`, "--marquee-shift": `-${trackWidth}px` } as React.CSSProperties}
      >
        <div className={styles.track} data-testid="marquee-track">
          <ul className={styles.set}>{renderSet(false)}</ul>
          <ul className={styles.set} aria-hidden="true">
            {renderSet(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
