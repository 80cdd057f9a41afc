import { expect } from "@playwright/test";

/** A message as the loopback SMTP server (support/mail-server.mjs) received and parsed it. */
export interface DeliveredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 25);
const inboxUrl = `http://127.0.0.1:${smtpPort + 1}/messages`;

export async function mailsTo(address: string): Promise<DeliveredMail[]> {
  const response = await fetch(`${inboxUrl}?to=${encodeURIComponent(address)}`);
  return (await response.json()) as DeliveredMail[];
}

/** Waits until `count` messages have reached `address` and returns the newest. */
export async function waitForMail(address: string, count = 1): Promise<DeliveredMail> {
  await expect
    .poll(async () => (await mailsTo(address)).length, { timeout: 15_000, message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address)).at(-1)!;
}

/** The one link of a path on this site in the message's text part. */
export function linkIn(mail: DeliveredMail, path: "/reset-password" | "/verify-email"): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[0];
}

/** The site-relative form of a mailed link (the suite's baseURL serves it). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
