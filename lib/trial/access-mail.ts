import { openSessionAddress } from "@/lib/join/game-hosts";
import { dashboardLink, siteLink } from "@/lib/mail/links";
import { greeting } from "@/lib/mail/greeting-name";
import type { MailMessage } from "@/lib/mail/message";
import { trialTerms } from "@/content/trial";
import { gameHasGuide } from "./guide-games";

import type { TrialAccessFacts } from "@/upstream-contract/embedding";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The access details the free-trial dialog promises, mailed when the upstream opens a trial: the game, its session code and where to use it. */
export function trialAccessMail({ to, name, gameName, gameId, code }: TrialAccessFacts): MailMessage {
  // Where the dashboard's "Open the game" goes: the game's own site, or the stand-in's lobby on this site.
  const opened = openSessionAddress(code);
  const where = opened ? siteLink(opened) : null;
  const lines = [
    greeting(name),
    `your free trial of ${gameName} is ready.`,
    `Session code: ${code}`,
    ...(where ? [`Open the game: ${where}`] : []),
    `Your dashboard shows this session with the code, the join screen to project and the link to share: ${dashboardLink()}`,
    "You can also enter the code in the session code box on our home page; students join with the same code.",
    trialTerms(gameId ? gameHasGuide(gameId) : undefined),
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("")}</body></html>`;
  return { to, subject: `Your free trial of ${gameName}: access details`, text: lines.join("\n\n"), html, template: "trial-access" };
}
