// `npm run accounts -- collisions`: accounts of the reference upstream whose addresses share one
// canonical key (scripts/lib/accounts-collisions.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("scripts/lib/accounts-collisions.ts");
