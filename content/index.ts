import "server-only";
import { gameEntries } from "./games";
import { heroGameSlugs, heroImageEntries } from "./hero-images";
import { partnerLogoEntries, supporterLogoEntries } from "./logos";
import { privacyPolicyEntry, termsEntry } from "./legal";
import { teamEntries } from "./team";
import { testimonialEntries } from "./testimonials";
import {
  gameSchema,
  imageSchema,
  legalDocumentSchema,
  logoSchema,
  parseContent,
  teamMemberSchema,
  testimonialSchema,
  type Game,
} from "./schema";

export { site } from "./site";
export type { Game, Image, LegalDocument, Logo, TeamMember, Testimonial, Video } from "./schema";

/** The ten games in catalogue order, checked when the site builds. */
export const games: readonly Game[] = gameEntries.map((entry, index) =>
  parseContent(gameSchema, entry, `games/${(entry as { slug?: string }).slug ?? index}`),
);

export const partnerLogos = partnerLogoEntries.map((e, i) => parseContent(logoSchema, e, `logos.partner[${i}]`));
export const supporterLogos = supporterLogoEntries.map((e, i) => parseContent(logoSchema, e, `logos.supporter[${i}]`));
/** What the pages may show: confirmed institutions only (logoSchema.confirmed). */
export const shownPartnerLogos = partnerLogos.filter((logo) => logo.confirmed);
export const shownSupporterLogos = supporterLogos.filter((logo) => logo.confirmed);
export const heroImages = heroImageEntries.map((e, i) => parseContent(imageSchema, e, `hero-images[${i}]`));
export const team = teamEntries.map((e, i) => parseContent(teamMemberSchema, e, `team[${i}]`));
export const testimonials = testimonialEntries.map((e, i) => parseContent(testimonialSchema, e, `testimonials[${i}]`));
export const terms = parseContent(legalDocumentSchema, termsEntry, "legal/terms");
export const privacyPolicy = parseContent(legalDocumentSchema, privacyPolicyEntry, "legal/privacy");

/** The games the home hero shows; a slug of no game fails the build. */
export const heroGames: readonly Game[] = heroGameSlugs.map((slug) => {
  const game = games.find((entry) => entry.slug === slug);
  if (!game) throw new Error(`content/hero-images.ts: no game "${slug}"`);
  return game;
});

export function getGame(slug: string): Game | undefined {
  return games.find((game) => game.slug === slug);
}

export function getGameById(gameId: string): Game | undefined {
  return games.find((game) => game.gameIds.includes(gameId));
}

/** A logo the pages may show (confirmed), by id; undefined for an unknown or unconfirmed one. */
export function getShownLogo(id: string) {
  return shownPartnerLogos.find((logo) => logo.id === id) ?? shownSupporterLogos.find((logo) => logo.id === id);
}
