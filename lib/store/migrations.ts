/**
 * The site store's migrations, applied once each and in this order (table site_migrations).
 * To add one: append `{ id: "000N_what", sql: "…" }` at the end, with the matching table in
 * ./schema.ts. Never edit or reorder an entry that has shipped. Statements are separated by
 * drizzle-kit's `--> statement-breakpoint`; kept as strings so every bundle carries them.
 */
export interface StoreMigration {
  id: string;
  sql: string;
}

export const storeMigrations: readonly StoreMigration[] = [
  {
    id: "0001_rate_limits",
    sql: `
CREATE TABLE IF NOT EXISTS "site_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_rate_limits_expire_idx" ON "site_rate_limits" USING btree ("expire");
`,
  },
];

export function statementsOf(migration: StoreMigration): string[] {
  return migration.sql
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}
