// Next writes its client scripts into every page as `<script src async>` tags, so the browser fetches them
// while it is still parsing and laying out the page and may run them before the first paint. After a build,
// each prerendered page asks for them instead once its first contentful paint is on screen: the HTML, its
// inline CSS and the hero's picture get the network and the main thread first, and the page, usable without
// JavaScript, is hydrated a moment later (docs/decisions.md, "Next's scripts after the first paint").
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * Runs in the page: adds the scripts after the first contentful paint, at once where none will come soon
 * (no paint timing, or a tab in the background, including one sent there before its first paint).
 */
function loadAfterFirstPaint(sources) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const paintObservable = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!paintObservable || document.visibilityState !== "visible") return start();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
}

/** The inline script that loads `sources` after the first paint. */
export function loaderFor(sources) {
  return `<script>(${loadAfterFirstPaint.toString()})(${JSON.stringify(sources)})</script>`;
}

/** `html` with Next's async scripts (and their preloads) replaced by one loader at the end of the head. */
export function scriptsAfterPaint(html) {
  const sources = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return "";
  });
  if (sources.length === 0 || !withoutScripts.includes("</head>")) return html; // done already, or not Next's page
  return withoutScripts.replace(SCRIPT_PRELOAD, "").replace("</head>", `${loaderFor(sources)}</head>`);
}
