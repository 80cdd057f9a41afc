import { TapCounter } from "../components/tap-counter";

/** The empty page plus one button that needs React: the floor for "how long a page ignores a tap". */
export default function Page() {
  return (
    <main>
      <h1>Baseline with a button</h1>
      <p>An empty App Router page with one client component, built with the same versions as the site.</p>
      <TapCounter />
    </main>
  );
}
