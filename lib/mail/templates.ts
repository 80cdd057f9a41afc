import type { MailMessage } from "./message";

interface LinkMail {
  to: string;
  siteName: string;
  link: string;
}

interface VerifyMail extends LinkMail {
  /** Where to report an account someone else created with this address. */
  contact: string;
  /** Sent again because the person asked for a new link, not because the account was just created. */
  resent?: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function build(
  to: string,
  subject: string,
  lines: { intro: string; action: string; after: string; ignore: string },
  link: string,
  siteName: string,
): MailMessage {
  const text = [lines.intro, "", `${lines.action}:`, link, "", lines.after, "", lines.ignore, "", `— ${siteName}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f5eff;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>${escapeHtml(lines.after)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(lines.ignore)}</p>
<p>— ${escapeHtml(siteName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function passwordResetMail({ to, siteName, link }: LinkMail): MailMessage {
  return build(
    to,
    `Reset your ${siteName} password`,
    {
      intro: `Someone asked to reset the password of the ${siteName} account for ${to}.`,
      action: "Choose a new password",
      after: "The link works once, for 30 minutes.",
      ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
    link,
    siteName,
  );
}

export function verifyEmailMail({ to, siteName, link, contact, resent = false }: VerifyMail): MailMessage {
  return build(
    to,
    `Confirm your e-mail address for ${siteName}`,
    {
      intro: resent
        ? `You asked for a new link to confirm the e-mail address of your ${siteName} account, ${to}. Please confirm that the address is yours; links sent before no longer work.`
        : `An account on ${siteName} was just created with this e-mail address, ${to}. Please confirm that the address is yours.`,
      action: "Confirm my e-mail address",
      after: "The link works once, for 24 hours.",
      ignore: `This wasn't you? Do not follow the link: someone else typed your address. Tell us at ${contact} and we will remove the account.`,
    },
    link,
    siteName,
  );
}
