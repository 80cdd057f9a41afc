import localFont from "next/font/local";

/**
 * The site's typeface, Plus Jakarta Sans (variable, weights 200–800, Latin), self-hosted from the
 * @fontsource-variable package at build time: no request leaves the site (docs/decisions/typeface-and-type-scale.md).
 */
export const jakarta = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  // Not preloaded, and used only if it is there by the first paint (docs/decisions/typeface-and-type-scale.md):
  // preloaded, the 28 kB file shared a phone's bandwidth with the stylesheets and held the first paint
  // back ~230 ms; swapped in late, it moved the hero by a line. A first view on a slow network keeps the
  // metric-matched fallback; the file is cached for every page after it.
  display: "optional",
  preload: false,
  variable: "--font-jakarta",
  adjustFontFallback: "Arial",
});
