import { InlineScript } from "@/components/ui/inline-script";

/**
 * /login and /signup are prerendered, so their "Sign Up" / "Log In" link leaves the server without the
 * page's query (redirect=free-trial&game=…), which the form adds only once the page's code runs. This
 * line, run by the browser as it reads the link, gives the link that query at once, so a tap before the
 * code runs keeps it too. Same rule as lib/auth/query.ts `queryString` (every parameter but `error`);
 * switch-link-query.test.ts holds the two together.
 */
export const keepQuery =
  "(function(){var a=document.currentScript.previousElementSibling;var p=new URLSearchParams(location.search);" +
  "p.delete('error');var q=p.toString();if(a&&q)a.setAttribute('href',a.getAttribute('href').split('?')[0]+'?'+q);})()";

export function SwitchLinkQuery() {
  return <InlineScript code={keepQuery} />;
}
