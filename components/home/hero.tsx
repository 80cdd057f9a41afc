import { heroGames, heroImages, site } from "@/content";
import { FreeTrialButton } from "@/components/trial/free-trial-button";
import { homeMessages } from "@/lib/messages/home";
import { HeroShowcase } from "./hero-showcase";
import styles from "./hero.module.css";

/** The hero's rotation: each image shows 5 s with a 0.5 s fade; CSS only, so no script and no layout shift. */
export const HERO_INTERVAL_S = 5;
export const HERO_FADE_S = 0.5;

export interface HeroProps {
  /** The join-by-code form, a client leaf. */
  joinForm: React.ReactNode;
}

export function Hero({ joinForm }: HeroProps) {
  const cycle = HERO_INTERVAL_S * heroImages.length;
  const fadePercent = (HERO_FADE_S / cycle) * 100;
  const showPercent = (HERO_INTERVAL_S / cycle) * 100;
  const keyframes = `@keyframes hero-rotate{0%{opacity:0}${fadePercent.toFixed(3)}%{opacity:1}${showPercent.toFixed(3)}%{opacity:1}${(showPercent + fadePercent).toFixed(3)}%{opacity:0}100%{opacity:0}}`;

  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-heading">
      <style>{keyframes}</style>
      <div className={styles.backgrounds} aria-hidden="true" data-testid="hero-backgrounds">
        {heroImages.map((image, index) => (
          // Decorative backgrounds; plain <img> keeps them out of the image optimizer (they are SVG).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={image.src}
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            className={styles.background}
            style={{
              // Named here, not in the CSS module, which would rename it away from the keyframes above.
              animationName: "hero-rotate",
              animationDuration: `${cycle}s`,
              animationDelay: `${index * HERO_INTERVAL_S - HERO_FADE_S}s`,
            }}
            fetchPriority={index === 0 ? "high" : "low"}
            decoding="async"
          />
        ))}
      </div>
      <div className={`container ${styles.content}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{site.name}</p>
          <h1 id="hero-heading" className={styles.heading}>
            Business simulations your students will talk about after class
          </h1>
          <p className={styles.lead}>
            Ten classroom games for supply chain, operations, decision-making and HR. Run one in a single lecture; students join from their
            phones with a session code.
          </p>
          <div className={styles.actions}>
            <div className={styles.join}>{joinForm}</div>
            <div className={styles.trial}>
              <p className={styles.trialLabel}>Teaching a class?</p>
              {/* The header's Free Trial: a link to the trial's query before the page's code runs, the dialog after. */}
              <FreeTrialButton className={`btn ${styles.trialButton}`} />
            </div>
          </div>
          <a href="/#ourSimulations" className={styles.explore}>
            Explore all ten simulations <span aria-hidden="true">→</span>
          </a>
        </div>
        <HeroShowcase games={heroGames} />
      </div>
      {/* WCAG 2.2.2: the rotation starts by itself and lasts, so a person can stop it; CSS only (:has), no script. */}
      <label className={styles.pause}>
        <input type="checkbox" className={styles.pauseBox} />
        {homeMessages.pauseBackground}
      </label>
    </section>
  );
}
