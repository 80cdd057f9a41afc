import { inventedSign } from "./placeholder-check";

/** What still stands in for real content, by the kind of thing the owner must supply. */
export type PlaceholderKind = "people" | "authors" | "addresses" | "legal entity" | "videos" | "documents" | "logos" | "testimonials";

export interface Placeholder {
  kind: PlaceholderKind;
  /** The file to edit and the entry in it. */
  where: string;
  what: string;
}

type Video = { url: string; placeholder: boolean } | null;

/** The parts of content the check reads: plain data, so a test can hand it any content. */
export interface ContentToCheck {
  site: { email: string; companyPage: { url: string; placeholder: boolean }; collaborateVideo: { url: string; placeholder: boolean } };
  company: { placeholder: boolean };
  team: ReadonlyArray<{ name: string; email: string; profileUrl: string; placeholder: boolean }>;
  games: ReadonlyArray<{
    slug: string;
    authors: ReadonlyArray<{ name: string; placeholder: boolean }>;
    authorVideo: Video;
    videos: Record<string, Video>;
    resources: Record<string, { file: string; placeholder: boolean } | null>;
    join: { siteUrl: string };
  }>;
  logos: ReadonlyArray<{ id: string; name: string; confirmed: boolean }>;
  testimonials: ReadonlyArray<{ role: string; institution: string; placeholder: boolean }>;
}

const INVENTED_MAIL = /@([a-z0-9-]+\.)*example$/i;

/** Every placeholder left in the content, in the order the table of docs/going-live.md lists them. */
export function placeholdersIn(content: ContentToCheck): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (kind: PlaceholderKind, where: string, what: string) => found.push({ kind, where, what });

  for (const member of content.team) {
    if (member.placeholder) add("people", "content/team.ts", `"${member.name}": a role, not a named person (name, bio, profile)`);
  }
  for (const game of content.games) {
    for (const author of game.authors) {
      if (author.placeholder) add("authors", `content/games/${game.slug}.ts`, `author "${author.name}" and profile link`);
    }
  }

  if (INVENTED_MAIL.test(content.site.email)) add("addresses", "content/site.ts", `site e-mail ${content.site.email}`);
  if (content.site.companyPage.placeholder) add("addresses", "content/site.ts", `company page ${content.site.companyPage.url}`);
  for (const member of content.team) {
    if (INVENTED_MAIL.test(member.email)) add("addresses", "content/team.ts", `e-mail ${member.email}`);
  }
  for (const game of content.games) {
    if (inventedSign(game.join.siteUrl)) add("addresses", `content/games/${game.slug}.ts`, `game site ${game.join.siteUrl}`);
  }

  if (content.company.placeholder) add("legal entity", "content/company.ts", "company name, registered address and governing law");

  if (content.site.collaborateVideo.placeholder) add("videos", "content/site.ts", `collaborate video ${content.site.collaborateVideo.url}`);
  for (const game of content.games) {
    const videos = { heroAuthorVideo: game.authorVideo, ...game.videos };
    for (const [name, video] of Object.entries(videos)) {
      if (video?.placeholder) add("videos", `content/games/${game.slug}.ts`, `${name} ${video.url}`);
    }
  }

  for (const game of content.games) {
    for (const [name, document] of Object.entries(game.resources)) {
      if (document?.placeholder)
        add("documents", `content/games/${game.slug}.ts`, `${name}: private-documents/${document.file} is a sample`);
    }
  }

  for (const logo of content.logos) {
    if (!logo.confirmed) add("logos", "content/logos.ts", `"${logo.name}" (${logo.id}) is not a confirmed institution`);
  }
  for (const quote of content.testimonials) {
    if (quote.placeholder) add("testimonials", "content/testimonials.ts", `quote of "${quote.role}, ${quote.institution}"`);
  }
  return found;
}

/** The report `npm run content:check` prints: grouped by kind, with where to fill each. */
export function placeholderReport(placeholders: readonly Placeholder[]): string {
  if (placeholders.length === 0) return "content:check: no placeholders left in content/.";
  const kinds = [...new Set(placeholders.map((entry) => entry.kind))];
  const groups = kinds.map((kind) => {
    const entries = placeholders.filter((entry) => entry.kind === kind);
    return [`${kind} (${entries.length}):`, ...entries.map((entry) => `  - ${entry.where}: ${entry.what}`)].join("\n");
  });
  return [
    `content:check: ${placeholders.length} placeholders are still in content/. Fill them before going live (docs/going-live.md):`,
    ...groups,
  ].join("\n");
}

/** What `npm start` says about the placeholders, in a few lines: how many, of which kinds, and where the list is. */
export function placeholderSummary(placeholders: readonly Placeholder[]): string {
  if (placeholders.length === 0) return "npm start: content/ has no placeholders left.";
  const kinds = [...new Set(placeholders.map((entry) => entry.kind))];
  const counts = kinds.map((kind) => `${placeholders.filter((entry) => entry.kind === kind).length} ${kind}`).join(", ");
  return [
    `npm start: content/ still holds ${placeholders.length} placeholders (${counts}).`,
    "  The site runs with them as a demo; fill them before going live. `npm run content:check` lists them.",
  ].join("\n");
}
