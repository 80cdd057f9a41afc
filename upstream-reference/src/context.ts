import type { MailMessage } from "@/lib/mail/message";
import type { Db } from "./database";

/** What every domain of the reference upstream shares: the opened database, its token secret, the clock. */
export interface Opened {
  db: Db;
  /** Signs and checks access tokens; kept in the database's `settings` table. */
  secret: string;
}

export interface Context {
  /** Opens, migrates and seeds on first use; concurrent callers share one opening. */
  state(): Promise<Opened>;
  /** The clock, in milliseconds. */
  now(): number;
  /** Lifetime of issued access tokens, in seconds. */
  tokenTtlSeconds: number;
  /** Sends the trial's access details (the site's mailer when run by the site or `npm run upstream`). */
  sendMail?: (message: MailMessage) => Promise<void>;
}
