import { TapCounter } from "../components/tap-counter";
import "../with-a-stylesheet/site.css";

/**
 * The page with a stylesheet and a button, answered with the site's own response headers (next.config.mjs):
 * the floor for a page that sends a Content-Security-Policy and Cross-Origin-Opener-Policy as ours do.
 */
export default function Page() {
  return (
    <main>
      <h1>Baseline with the site&apos;s headers</h1>
      <p>An empty App Router page with one linked stylesheet, one client component and the site&apos;s response headers.</p>
      <TapCounter />
    </main>
  );
}
