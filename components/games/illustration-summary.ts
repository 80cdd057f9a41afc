import type { Illustration } from "@/content/schema";

export const illustrationCaption = "Illustration drawn from the game's description, not a screenshot.";

const chartNames: Record<Illustration["debrief"]["chart"], string> = {
  bars: "bar chart",
  lines: "line chart",
  table: "table",
};

/** "a, b and c" */
export function listInWords(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Lowercases a label's first letter for use mid-sentence, leaving acronyms such as WSM alone. */
function midSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The whole picture in words, for those who do not see it. */
export function illustrationSummary({ play, debrief }: Illustration): string {
  const roles = play.roles ? `; players: ${listInWords(play.roles)}` : "";
  const measures = listInWords(debrief.measures.map(midSentence));
  const shows = `the debrief shows ${midSentence(debrief.title)}: ${measures}`;
  return `Illustration: ${play.rounds} — ${play.steps.join(", ")}${roles}; ${shows}`;
}

export function chartSummary({ chart, measures }: Illustration["debrief"]): string {
  return `Schematic ${chartNames[chart]} of ${listInWords(measures.map(midSentence))}, with no figures`;
}
