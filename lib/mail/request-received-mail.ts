import { greeting } from "./greeting-name";
import type { MailMessage } from "./message";
import type { ContactKind } from "@/upstream-contract/types";

export interface RequestReceivedFacts {
  to: string;
  /** The typed name: greeted only when it is a plain name (lib/mail/greeting-name.ts). */
  name: string;
  /** What was asked: a demo, a quote to buy (Buy Now), or a message about working with us. */
  asked: ContactKind | "quote";
  siteName: string;
  /** Where to write meanwhile. */
  replyTo: string;
}

const what: Record<ContactKind | "quote", string> = {
  demo: "demo request",
  quote: "request for a quote",
  collaboration: "message about working with us",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The copy a requester gets of their demo request or message. It repeats none of what was typed (the
 * form can name any address: the mail must carry nothing a stranger could make it say), only that it
 * arrived and what happens next.
 */
export function requestReceivedMail({ to, name, asked, siteName, replyTo }: RequestReceivedFacts): MailMessage {
  const lines = [
    greeting(name),
    `we have your ${what[asked]} and will reply to this address.`,
    `If you want to add something meanwhile, write to ${replyTo}.`,
    `If you did not send it, ignore this e-mail: someone typed your address, and nothing else will follow.`,
    `— ${siteName}`,
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("")}</body></html>`;
  return { to, subject: `We have your ${what[asked]}: ${siteName}`, text: lines.join("\n\n"), html };
}
