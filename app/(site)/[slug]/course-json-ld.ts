import type { Game } from "@/content/schema";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-url";

/** "45 min", "About 1 hour", "1 to 1.5 hours" → an ISO 8601 duration (the longest reading). */
export function toIsoDuration(length: string): string | undefined {
  const text = length.toLowerCase();
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const value = numbers.length ? Math.max(...numbers) : undefined;
  if (value === undefined) return undefined;
  const minutes = /h(ou)?rs?\b|\d\s*h\b/.test(text) ? value * 60 : /\bmin/.test(text) ? value : undefined;
  if (minutes === undefined) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

/** schema.org Course describing one game, for search engines. */
export function courseJsonLd(game: Game): Record<string, unknown> {
  const timeRequired = toIsoDuration(game.length);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: game.title,
    alternateName: game.subtitle,
    description: game.summary,
    url: absoluteUrl(`/${game.slug}`),
    image: absoluteUrl(game.image.src),
    inLanguage: "en",
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    author: game.authors.map((author) => ({
      "@type": "Person",
      name: author.name,
      ...(author.placeholder ? {} : { url: author.profileUrl }),
    })),
    educationalLevel: "Higher education",
    learningResourceType: "Classroom simulation game",
    about: [game.discipline, ...game.overview.subjects],
    teaches: game.overview.learningObjectives,
    ...(timeRequired ? { timeRequired } : {}),
  };
}
