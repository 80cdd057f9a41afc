import { defineConfig } from "drizzle-kit";

/** drizzle-kit's view of the reference upstream's database: `npm run db:generate` writes ./drizzle from ./src/schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./upstream-reference/src/schema.ts",
  out: process.env.DRIZZLE_OUT ?? "./upstream-reference/drizzle",
});
