import "server-only";
import { logLine, logSafe } from "@/lib/log-safe";
import nodemailer, { type Transporter } from "nodemailer";
import { storeDb } from "@/lib/store";
import { env } from "@/lib/env";
import type { MailMessage } from "./message";
import { saveToOutbox } from "./outbox";

const KEY = Symbol.for("simulation-games-site.mail-transport");
type Holder = { [KEY]?: Transporter };

function transport(url: string): Transporter {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= nodemailer.createTransport(url));
}

/**
 * The one way the site sends mail: over SMTP when SMTP_URL is set; otherwise into the store's outbox,
 * printed on the server log with its link so that a local install needs nothing else.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  if (env.SMTP_URL) {
    await transport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...message });
    return;
  }
  await saveToOutbox(await storeDb(), message);
  // Each line of the mail indented and escaped: nothing in it can pass for a log line of its own.
  const body = message.text
    .split("\n")
    .map((line) => `  | ${logSafe(line)}`)
    .join("\n");
  console.info(
    `${logLine`[mail] No SMTP_URL set; kept in the outbox instead of sending. To: ${message.to} Subject: ${message.subject}`}\n${body}\n`,
  );
}
