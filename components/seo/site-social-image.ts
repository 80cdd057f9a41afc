import { site } from "@/content/site";

/**
 * The site's social card (app/opengraph-image.tsx). A page that sets its own `openGraph` loses the
 * card Next would inherit from the root, so such pages name it here.
 */
export const siteSocialImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  type: "image/png",
  alt: `${site.name}: ${site.tagline}`,
};
