import { z } from "zod";
import { formatIds } from "./facets";

/** A path under public/ with the drawn size, so pages reserve space and never shift. */
export const imageSchema = z.object({
  src: z.string().startsWith("/"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const logoSchema = imageSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /**
   * The institution is real and agreed to be shown. A trust signal must be true, so the site shows only
   * confirmed logos; a placeholder stays in the content for whoever replaces it, and off the pages.
   */
  confirmed: z.boolean(),
});

const externalUrl = z.url();
/**
 * Real or placeholder (docs/decisions/honest-demo-content.md): a placeholder stays in the content for
 * whoever replaces it, and pages never present it as real. content/content.test.ts fails on one that
 * looks invented but is not marked.
 */
const placeholder = z.boolean();

/** A recorded video; a placeholder's button says "Video not available" and loads nothing. */
export const videoSchema = z.object({ url: externalUrl, placeholder });
const optionalVideo = videoSchema.nullable();

/** A teaching document: a file name in the private documents folder, never a public address. */
export const documentSchema = z
  .object({
    file: z
      .string()
      .max(100)
      .regex(/^[a-z0-9][a-z0-9-]*\.pdf$/, "must be a file name in private-documents/"),
    /** A stand-in: labelled "Sample" on its card, and its own text says so. */
    placeholder,
  })
  .nullable();

/** People are editable placeholders: SPEC names nobody, so entries say role and institution type. */
export const personSchema = z.object({
  name: z.string().min(1),
  profileUrl: externalUrl,
  /** The profile link is invented: shown as plain text, never as a link. */
  placeholder,
});

const label = (max: number) => z.string().trim().min(1).max(max);
const distinct = (labels: string[]) => new Set(labels.map((text) => text.toLowerCase())).size === labels.length;

/**
 * What the game page draws of play and debrief (components/games/game-illustration.tsx). Every label is
 * taken from the game's own description, overview and key features; a fact the text does not give is left out.
 */
export const illustrationSchema = z.object({
  play: z.object({
    /** How play is paced, as the text says it: "5 rounds", "Week by week". */
    rounds: label(32),
    /** The rounds or stages in order, or what happens in each one. */
    steps: z.array(label(28)).min(2).max(6).refine(distinct, "steps must be distinct"),
    /** Who the players are; absent where the text names no role. */
    roles: z.array(label(28)).min(1).max(4).refine(distinct, "roles must be distinct").optional(),
  }),
  debrief: z.object({
    chart: z.enum(["bars", "lines", "table"]),
    /** What the debrief shows. */
    title: label(48),
    /** What it compares: bar groups, lines or table columns. */
    measures: z.array(label(24)).min(2).max(4).refine(distinct, "measures must be distinct"),
  }),
});

export const gameSchema = z.object({
  /** The route: /{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Upstream game ids; the first is the one used for trials and the simulation list. */
  gameIds: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
  /** Whether the facilitator dashboard may list this game. */
  listedOnDashboard: z.boolean(),
  title: z.string().min(1),
  /** Short name used in the footer and in lists. */
  shortTitle: z.string().min(1),
  subtitle: z.string().min(1),
  /** One length, shown the same on card and page. */
  length: z.string().min(1),
  discipline: z.string().min(1),
  /** Format: single-player, team multiplayer, … */
  type: z.string().min(1),
  gameTypes: z.array(z.string().min(1)).min(1),
  /** What the catalogue's filters read (content/facets.ts): class time in minutes and the ways to play. */
  facets: z.object({
    minutes: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine(({ min, max }) => min <= max, "min must not exceed max"),
    formats: z.array(z.enum(formatIds)).min(1),
  }),
  /** One or two sentences for the catalogue card and meta description. */
  summary: z.string().min(20).max(300),
  /** The hero description on the detail page. */
  description: z.string().min(1),
  authors: z.array(personSchema).min(1),
  /** The game's colour: the projected join screen's panel, under white text (4.5:1 or more, content.test.ts). */
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  image: imageSchema,
  authorVideo: optionalVideo,
  /**
   * Where Buy Now leads: the game's shop page, when it has one. Unset, Buy Now opens the Request a
   * Demo dialog with a purchase message prefilled. Never a placeholder address.
   */
  purchaseUrl: externalUrl.optional(),
  /** Ids of partner logos (content/logos.ts) shown with the game. */
  broughtByLogos: z.array(z.string()).min(1),
  overview: z.object({
    source: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    keyFeatures: z.array(z.string().min(1)).min(1),
    learningObjectives: z.array(z.string().min(1)).min(1),
    subjects: z.array(z.string().min(1)).min(1),
  }),
  resources: z.object({
    gameGuide: documentSchema,
    teachingNotes: documentSchema,
    debriefSlides: documentSchema,
  }),
  videos: z.object({
    playerVideo: optionalVideo,
    instructorVideo: optionalVideo,
    authorVideo: optionalVideo,
  }),
  join: z.object({
    /** Session-code prefix; null for the fallback game (fruit beer). */
    prefix: z.string().min(1).nullable(),
    /** The game's own site; the code is added as a query parameter. */
    siteUrl: externalUrl,
    /** Whether the signed-in user's e-mail, picture and name are added. */
    addUserInfo: z.boolean(),
  }),
  /** Path of the per-game session page on the dashboard host. */
  dashboardPath: z.string().startsWith("/"),
  illustration: illustrationSchema,
});

export const testimonialSchema = z.object({
  quote: z.string().min(1),
  role: z.string().min(1),
  institution: z.string().min(1),
  /** Not a permission-cleared quote from a real person: shown labelled as an example, or not at all. */
  placeholder,
});

export const teamMemberSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(1),
  email: z.email(),
  profileUrl: externalUrl,
  /** The entry describes a role, not a named person: its profile link is plain text, never a link. */
  placeholder,
  /** A real portrait only; without one the card shows none (no placeholder avatars). */
  photo: imageSchema.optional(),
});

export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  /** ISO date; shown as 'Last updated September 18, 2025'. */
  lastUpdated: z.iso.date(),
  intro: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).length(10),
});

export type Image = z.infer<typeof imageSchema>;
export type Logo = z.infer<typeof logoSchema>;
export type Game = z.infer<typeof gameSchema>;
export type Video = z.infer<typeof videoSchema>;
export type Illustration = z.infer<typeof illustrationSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Parses content at build time; a malformed entry fails with the entry and field named. */
export function parseContent<T>(schema: z.ZodType<T>, value: unknown, entry: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${entry}.${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
    throw new Error(`Invalid content in ${entry}:\n${problems}`);
  }
  return result.data;
}
