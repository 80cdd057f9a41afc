import { defineConfig } from "drizzle-kit";

/** drizzle-kit's view of the site store: `npm run db:generate` writes ./drizzle from ./schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/store/schema.ts",
  out: process.env.DRIZZLE_OUT ?? "./lib/store/drizzle",
});
