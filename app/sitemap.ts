import type { MetadataRoute } from "next";
import { games, privacyPolicy, terms } from "@/content";
import { absoluteUrl } from "@/lib/site-url";

/** Every public, indexable route; the dashboard and the sign-in pages stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: absoluteUrl("/"), changeFrequency: "monthly", priority: 1 },
    ...games.map((game) => ({
      url: absoluteUrl(`/${game.slug}`),
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    { url: absoluteUrl("/for-your-lms"), changeFrequency: "monthly", priority: 0.5 },
    { url: absoluteUrl("/terms-and-conditions"), lastModified: terms.lastUpdated, priority: 0.3 },
    { url: absoluteUrl("/privacy-policy"), lastModified: privacyPolicy.lastUpdated, priority: 0.3 },
  ];
}
