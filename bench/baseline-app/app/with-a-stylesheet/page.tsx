import { TapCounter } from "../components/tap-counter";
import "./site.css";

/**
 * The empty page plus the site's global stylesheet (copied in by bench/lib/baseline-app.mjs) and one button: the floor for a page
 * that has any stylesheet, which Next links as a render-blocking file.
 */
export default function Page() {
  return (
    <main>
      <h1>Baseline with a stylesheet and a button</h1>
      <p>An empty App Router page with one linked stylesheet and one client component, built with the same versions as the site.</p>
      <TapCounter />
    </main>
  );
}
