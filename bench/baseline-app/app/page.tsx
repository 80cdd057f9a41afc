export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>An empty App Router page built with the same versions as the site.</p>
    </main>
  );
}
