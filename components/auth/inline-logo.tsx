import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "@/content/site";

// Drawn in the page rather than fetched: on the log-in and sign-up pages the logo is the largest thing in
// the first frame, and as an image it came one round trip after the document
// (docs/decisions/prerendered-login-and-signup.md). The file in public/ stays the one source of the drawing.
const logoSvg = readFileSync(path.join(process.cwd(), "public", "images", "brand", "logo.svg"), "utf8");

export function InlineLogo() {
  return <span role="img" aria-label={`${site.name} home`} dangerouslySetInnerHTML={{ __html: logoSvg }} />;
}
