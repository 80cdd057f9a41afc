import localFont from "next/font/local";

/**
 * The site's typeface, Plus Jakarta Sans (variable, weights 200–800, Latin), self-hosted from the
 * @fontsource-variable package at build time: no request leaves the site (docs/decisions/typeface-and-type-scale.md).
 */
export const jakarta = localFont({
  src: "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  weight: "200 800",
  style: "normal",
  display: "swap",
  variable: "--font-jakarta",
  adjustFontFallback: "Arial",
});
