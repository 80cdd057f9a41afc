import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * What the site hands the reference upstream when it runs it (in-process, or as `npm run upstream`):
 * the way it opens and migrates a database, its log, where a trial's access details go, and its
 * catalogue of games. The reference names these shapes here and imports nothing of the site;
 * lib/store/open.ts implements the opener.
 */

export interface Migration {
  id: string;
  /** Statements separated by drizzle-kit's `--> statement-breakpoint`. */
  sql: string;
}

export interface Migrations {
  /** The table recording which migrations ran. */
  table: string;
  /** An advisory lock id, the same for every process migrating this database: instances may start at once. */
  lock: number;
  list: readonly Migration[];
  /** The first generated migration, equal to the schema the hand-written set had made (0000_baseline). */
  baseline?: Baseline;
}

/**
 * A database migrated by the hand-written set before drizzle-kit wrote the migrations: when its table
 * lists `after` (that set's last id), the baseline is recorded as applied instead of run. A table that
 * lists some of the old ids but not `after` is refused: the release before this one completes it.
 */
export interface Baseline {
  id: string;
  after: string;
}

export interface OpenOptions {
  /** A PostgreSQL server; wins over pgliteDir. */
  databaseUrl?: string;
  /** Folder of the PGlite database (created if missing); omitted: in memory. */
  pgliteDir?: string;
  /** Makes the PGlite client (Jest passes one loaded outside its module sandbox, from a prepared data directory). */
  createPglite?: (dir: string | undefined) => PGlite | Promise<PGlite>;
  /** Tables go into this schema (created if missing) on a PostgreSQL server; used by tests. */
  searchPath?: string;
  poolSize?: number;
  /** Names the database in the log (default: its migrations table). */
  label?: string;
}

export interface Opened<TSchema extends Record<string, unknown>> {
  db: PgDatabase<PgQueryResultHKT, TSchema>;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Opens the database and applies its migrations (lib/store/open.ts's openMigrated). */
export type OpenMigrated = <TSchema extends Record<string, unknown>>(
  schema: TSchema,
  migrations: Migrations,
  options: OpenOptions,
) => Promise<Opened<TSchema>>;

/** The few log calls the reference upstream makes (a pino logger is one). */
export interface UpstreamLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What a trial's access details say: the site writes the mail from these and sends it. */
export interface TrialAccessFacts {
  to: string;
  name: string | null;
  gameName: string;
  /** The game's id, so the mail can say what the trial of that game opens. */
  gameId?: string;
  code: string;
}

/** One game as the reference upstream knows it: the ids it answers to (the first is its own), its name, its session codes' prefix. */
export interface CatalogueGame {
  gameIds: readonly string[];
  title: string;
  /** null: the fallback game's codes, with no prefix of their own. */
  joinPrefix: string | null;
}

/** The site's catalogue, as far as the reference upstream needs it: which games exist, and how long a trial lasts. */
export interface UpstreamCatalogue {
  games: readonly CatalogueGame[];
  trialLengthDays: number;
}

/** The catalogue's game with this id, if any. */
export function catalogueGame(catalogue: UpstreamCatalogue, gameId: string): CatalogueGame | undefined {
  return catalogue.games.find((game) => game.gameIds.includes(gameId));
}
