/**
 * The catalogue's filters. Disciplines come from the games themselves; the length bands and
 * formats are listed here, and each game says its minutes and formats in its own entry.
 */

/** Class-time bands; a game is in every band its minutes range touches. Upper bounds in minutes. */
export const lengthBands = [
  { id: "short", label: "Up to 30 min", upTo: 30 },
  { id: "hour", label: "About 1 hour", upTo: 75 },
  { id: "long", label: "Longer", upTo: Number.POSITIVE_INFINITY },
] as const;

export const formatFacets = [
  { id: "single-player", label: "Single-player" },
  { id: "bot", label: "With a bot" },
  { id: "team", label: "Team / multiplayer" },
] as const;

export type FormatId = (typeof formatFacets)[number]["id"];
export const formatIds = formatFacets.map((format) => format.id) as [FormatId, ...FormatId[]];
