// `npm run upstream`: serves the reference upstream over HTTP on the upstream's paths (scripts/lib/upstream-serve.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("scripts/lib/upstream-serve.ts");
