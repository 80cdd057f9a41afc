export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which mail this is, for the log and the metrics (never sent). */
  template?: "password-reset" | "verify-email" | "trial-access";
}
