import type { TrialAccessFacts, UpstreamCatalogue, UpstreamLog } from "@/upstream-contract/embedding";
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
  /** Sends the trial's access details (the site writes and mails them when it runs the reference). */
  sendTrialAccess?: (facts: TrialAccessFacts) => Promise<void>;
  log: UpstreamLog;
  /** The games it serves and a trial's length (the site's content). */
  catalogue: UpstreamCatalogue;
}
