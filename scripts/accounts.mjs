// `npm run accounts -- collisions`: accounts of the reference upstream whose addresses share one
// canonical key (lib/upstream/reference/collisions.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("lib/upstream/reference/collisions.ts");
