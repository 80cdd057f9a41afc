import "server-only";
import { logLine, logSafe } from "@/lib/log-safe";
import nodemailer, { type Transporter } from "nodemailer";
import { storeDb } from "@/lib/store";
import { env } from "@/lib/env";
import { logIsPretty } from "@/lib/log";
import { isLocalDemo } from "@/lib/local-demo";
import { mailEvent } from "@/lib/observability/events";
import type { MailMessage } from "./message";
import { saveToOutbox } from "./outbox";

const KEY = Symbol.for("simulation-games-site.mail-transport");
type Holder = { [KEY]?: Transporter };

function transport(url: string): Transporter {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= nodemailer.createTransport(url));
}

/**
 * The one way the site sends mail: over SMTP when SMTP_URL is set; otherwise into the store's outbox.
 * The log says which template went where and how (the address as its hash); the mail itself, with its
 * link, is printed for a person running the server in a terminal, and by the local demo wherever its output
 * goes (a file too), so a local install needs nothing else.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { template = "other", ...mail } = message;
  if (env.SMTP_URL) {
    try {
      await transport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail });
    } catch (error) {
      mailEvent("failed", template, mail.to, error);
      throw error;
    }
    mailEvent("sent", template, mail.to);
    return;
  }
  await saveToOutbox(await storeDb(), mail);
  mailEvent("queued", template, mail.to);
  if (!logIsPretty && !isLocalDemo()) return;
  // Each line of the mail indented and escaped: nothing in it can pass for a log line of its own.
  const body = mail.text
    .split("\n")
    .map((line) => `  | ${logSafe(line)}`)
    .join("\n");
  console.info(`${logLine`[mail] kept in the outbox (no SMTP_URL). To: ${mail.to} Subject: ${mail.subject}`}\n${body}\n`);
}
