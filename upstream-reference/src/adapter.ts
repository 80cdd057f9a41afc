import { eq } from "drizzle-orm";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import type { Upstream } from "@/upstream-contract/types";
import type { OpenMigrated, UpstreamCatalogue, UpstreamLog } from "@/upstream-contract/embedding";
import { access } from "./access";
import { accountTokens } from "./account-tokens";
import { accounts } from "./accounts";
import { contact } from "./contact";
import type { Context, Opened } from "./context";
import { openDatabase, type DatabaseOptions, type Db } from "./database";
import { refusingNul } from "./input";
import { lobbyHost } from "./lobbies";
import { settings } from "./schema";
import { seed } from "./seed";
import { fillEmailKeys, refreshEmailSkeletons } from "./email-keys";
import { newTokenSecret } from "./tokens";
import { trials } from "./trials";

export interface EmbeddedUpstreamOptions extends DatabaseOptions {
  /** Lifetime of issued access tokens; default 5 days. */
  tokenTtlSeconds?: number;
  /** Seed the simulation list (default true). */
  seed?: boolean;
  /** With the seed, the demo accounts and their access records too (default true). */
  demoAccounts?: boolean;
  /** The clock, in milliseconds; tests move it to expire tokens. */
  now?: () => number;
  /** Opens and migrates the database: the site's opener (lib/store/open.ts). */
  open: OpenMigrated;
  /** The games it serves and a trial's length: the site's content. */
  catalogue: UpstreamCatalogue;
  /** Sends the access details of a trial; without it no mail leaves. */
  sendTrialAccess?: Context["sendTrialAccess"];
  /** Where the few log lines go; without it, nowhere. */
  log?: UpstreamLog;
}

export interface EmbeddedUpstream extends Upstream, ReferenceLobbies {
  /** Resolves once the database is open, migrated and seeded; concurrent callers share one opening. */
  ready(): Promise<Db>;
  close(): Promise<void>;
}

const silent: UpstreamLog = { info: () => undefined, error: () => undefined };

/**
 * The reference upstream as an Upstream object: the upstream calls on PGlite (or PostgreSQL when
 * databaseUrl is set). The site runs it in-process (the embedded adapter); http/server.ts serves it.
 */
export function createEmbeddedUpstream(options: EmbeddedUpstreamOptions): EmbeddedUpstream {
  const now = options.now ?? Date.now;
  let opening: Promise<Opened & { close(): Promise<void> }> | null = null;

  async function open() {
    const database = await openDatabase(options.open, options);
    try {
      await database.db.insert(settings).values({ key: "token_secret", value: newTokenSecret() }).onConflictDoNothing();
      const [row] = await database.db.select().from(settings).where(eq(settings.key, "token_secret"));
      if (!row) throw new Error("Reference upstream: no token secret");
      await fillEmailKeys(database.db);
      await refreshEmailSkeletons(database.db);
      if (options.seed !== false)
        await seed(database.db, now(), { demoAccounts: options.demoAccounts !== false, catalogue: options.catalogue });
      return { db: database.db, secret: row.value, close: database.close };
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }

  const ctx: Context = {
    now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 432_000,
    sendTrialAccess: options.sendTrialAccess,
    log: options.log ?? silent,
    catalogue: options.catalogue,
    state() {
      opening ??= open().catch((error: unknown) => {
        opening = null;
        throw error;
      });
      return opening;
    },
  };
  const tokenStore = accountTokens(ctx);

  return refusingNul<EmbeddedUpstream>({
    ready: async () => (await ctx.state()).db,
    async close() {
      const current = opening;
      opening = null;
      if (current) await (await current).close();
    },
    ...trials(ctx),
    ...accounts(ctx, tokenStore),
    ...access(ctx, tokenStore),
    ...contact(ctx),
    ...lobbyHost(ctx, tokenStore),
  });
}
