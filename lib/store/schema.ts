import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * The site's own tables. Every name starts with `site_` so that they never meet the reference
 * upstream's tables when both live in one PostgreSQL database. The SQL that creates them is in
 * ./migrations.ts; keep the two in step.
 */

/** rate-limiter-flexible's RateLimiterDrizzle row: one counter per bucket and key. */
export const rateLimits = pgTable("site_rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
