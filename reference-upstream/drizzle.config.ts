import { defineConfig } from "drizzle-kit";

/** drizzle-kit's view of the reference upstream's database: `npm run db:generate` writes ./drizzle from ./schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./reference-upstream/schema.ts",
  out: process.env.DRIZZLE_OUT ?? "./reference-upstream/drizzle",
});
