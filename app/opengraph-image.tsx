import { siteSocialImage } from "@/components/seo/site-social-image";
import { socialCard, socialCardSize } from "@/components/seo/social-card";
import { site } from "@/content/site";

export const alt = siteSocialImage.alt;
export const size = socialCardSize;
export const contentType = "image/png";

/** The social card of every page without one of its own. */
export default function OpengraphImage() {
  return socialCard({ title: site.name, subtitle: "Ten classroom business-simulation games" });
}
