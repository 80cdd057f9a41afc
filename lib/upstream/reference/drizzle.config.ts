import { defineConfig } from "drizzle-kit";

/** drizzle-kit's view of the reference upstream's database: `npm run db:generate` writes ./drizzle from ./schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/upstream/reference/schema.ts",
  out: process.env.DRIZZLE_OUT ?? "./lib/upstream/reference/drizzle",
});
