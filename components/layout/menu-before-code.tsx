import { InlineScript } from "@/components/ui/inline-script";

/**
 * The phone menu's button works from the first paint: this line, run by the browser as it reads the
 * menu, toggles the panel on a tap (aria-expanded and `hidden`) before the page's code has run, so the
 * tap is not lost. Once the code runs, MobileMenu adopts whatever this left (see its `toggle`).
 */
const toggleBeforeCode =
  "(function(){var r=document.currentScript.parentElement,b=r.querySelector('button[aria-controls]')," +
  "p=b&&document.getElementById(b.getAttribute('aria-controls'));if(!p)return;b.addEventListener('click',function(){" +
  "var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));p.hidden=!o;});})()";

export function MenuBeforeCode() {
  return <InlineScript code={toggleBeforeCode} />;
}
