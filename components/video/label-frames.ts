/**
 * Gives every iframe under `root` (also inside open shadow roots, where the players' custom
 * elements put theirs) an accessible name, now and as players add them. Returns a cleanup.
 */
export function labelFrames(root: HTMLElement, title: string): () => void {
  const observers: MutationObserver[] = [];
  const watched = new WeakSet<Node>();

  const fix = (scope: HTMLElement | ShadowRoot) => {
    scope.querySelectorAll("iframe:not([title])").forEach((frame) => frame.setAttribute("title", title));
    scope.querySelectorAll("*").forEach((element) => {
      if (element.shadowRoot) watch(element.shadowRoot);
    });
  };
  const watch = (scope: HTMLElement | ShadowRoot) => {
    if (watched.has(scope)) return;
    watched.add(scope);
    fix(scope);
    const observer = new MutationObserver(() => fix(scope));
    observer.observe(scope, { childList: true, subtree: true });
    observers.push(observer);
  };

  watch(root);
  return () => observers.forEach((observer) => observer.disconnect());
}
