/** The three teaching documents of a game, by their key in content and their segment in the route's address. */
export const documentKinds = [
  { kind: "gameGuide", segment: "game-guide" },
  { kind: "teachingNotes", segment: "teaching-notes" },
  { kind: "debriefSlides", segment: "debrief-slides" },
] as const;

export type DocumentKind = (typeof documentKinds)[number]["kind"];

/**
 * Who may open a document, as the person sees it: open, or why not. The order of the checks is
 * missing → visitor → student (any non-instructor) → unverified → no-access.
 */
export type DocumentAccess = "open" | "missing" | "visitor" | "student" | "unverified" | "no-access";

/** Whether the person holds a licence for a game: not known yet, yes, or no (also: not a facilitator). */
export type GameLicence = "checking" | "licensed" | "none";

export function kindOfSegment(segment: string): DocumentKind | null {
  return documentKinds.find((entry) => entry.segment === segment)?.kind ?? null;
}

/** The guarded address of a document: the route handler checks the session on every request. */
export function documentHref(slug: string, kind: DocumentKind): string {
  const segment = documentKinds.find((entry) => entry.kind === kind)!.segment;
  return `/api/documents/${encodeURIComponent(slug)}/${segment}`;
}
