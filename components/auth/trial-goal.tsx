import { SiteImage } from "@/components/ui/site-image";
import { InlineScript } from "@/components/ui/inline-script";
import { games } from "@/content";
import { authMessages } from "@/lib/messages/auth";
import styles from "./trial-goal.module.css";

/**
 * /login and /signup are prerendered, so the server never sees `?redirect=free-trial&game=…`. Every game's
 * note is in the page, hidden; this line, run as the browser reads it (before the first paint and before
 * the page's code), shows the one the address names: no layout shift, no client component.
 */
export const showTrialGoal =
  "(function(){var box=document.currentScript.previousElementSibling;var p=new URLSearchParams(location.search);" +
  "if(p.get('redirect')!=='free-trial')return;var id=p.get('game');if(!id)return;" +
  "for(var n=box.firstElementChild;n;n=n.nextElementSibling){if((n.getAttribute('data-game-ids')||'').split(' ').indexOf(id)>=0){n.hidden=false;box.hidden=false;return;}}})()";

export interface TrialGoalProps {
  /** Which page: the line under the game says what to do there. */
  page: "login" | "signup";
}

/** What the person came for: the game of the free trial they asked for, with its illustration. */
export function TrialGoal({ page }: TrialGoalProps) {
  const text = authMessages.trialGoal;
  return (
    <>
      <div className={styles.goal} data-testid="trial-goal" hidden suppressHydrationWarning>
        {games.map((game) => (
          <div key={game.slug} className={styles.game} data-game-ids={game.gameIds.join(" ")} hidden suppressHydrationWarning>
            <SiteImage src={game.image.src} alt="" width={game.image.width} height={game.image.height} className={styles.image} />
            <p className={styles.text}>
              <span className={styles.label}>{text.label}</span> <strong className={styles.title}>{game.title}</strong>{" "}
              <span className={styles.next}>{text[page]}</span>
            </p>
          </div>
        ))}
      </div>
      <InlineScript code={showTrialGoal} />
    </>
  );
}
