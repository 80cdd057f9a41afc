/** Shared by lib/validations/email.test.ts (Jest) and e2e/mail-limits.spec.ts (Playwright). No imports. */

/** Addresses an attacker sends: a display name, a list, quotes, control and invisible characters. */
export const notOnePlainAddress = (victim = "victim@example.com") => [
  `x<${victim}>`,
  `<${victim}>`,
  `URGENT\u2800your\u2800account\u2800is\u2800locked\u2800call\u2800+1-555-0100<${victim}>`,
  `"Victim" <${victim}>`,
  `${victim}, other@example.com`,
  `${victim};other@example.com`,
  `"quoted"@example.com`,
  `${victim} (comment)`,
  `(comment)${victim}`,
  `${victim}\u0000`,
  `${victim}\r\nBcc: other@example.com`,
  `vic\u0007tim@example.com`,
  `\u202e${victim}`,
  `vic\u200btim@example.com`,
  `group: ${victim};`,
  `${victim}>`,
  // A domain no SMTP server takes: a trailing dot, an empty label.
  `${victim}.`,
  victim.replace("@", "@mail.."),
];
