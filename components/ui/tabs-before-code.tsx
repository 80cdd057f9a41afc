import { InlineScript } from "@/components/ui/inline-script";

/**
 * The tabs answer a tap from the first paint: this line, run by the browser as it reads the tabs, selects
 * the tapped tab (aria-selected, tabindex, data-state, and its panel's `hidden`) before the page's code
 * has run, so the tap is not lost. Once the code runs, Tabs adopts the tab this left selected.
 */
const selectBeforeCode =
  "(function(){var r=document.currentScript.parentElement,t=r.querySelectorAll('[role=tab]');" +
  "t.forEach(function(b){b.addEventListener('click',function(){t.forEach(function(o){var s=o===b," +
  "p=document.getElementById(o.getAttribute('aria-controls'));o.setAttribute('aria-selected',String(s));" +
  "o.tabIndex=s?0:-1;o.dataset.state=s?'active':'inactive';if(p){p.hidden=!s;p.dataset.state=o.dataset.state;}});});});})()";

export function TabsBeforeCode() {
  return <InlineScript code={selectBeforeCode} />;
}
