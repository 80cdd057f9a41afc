// `npm run content:check`: every placeholder still in content/ (scripts/lib/content-check.ts); exits 1 while any remains.
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("scripts/lib/content-check.ts");
