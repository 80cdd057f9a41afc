// `npm run upstream`: serves the reference upstream over HTTP on SPEC §7's paths (reference-upstream/serve.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("reference-upstream/serve.ts");
