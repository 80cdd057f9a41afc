// `npm run upstream`: serves the reference upstream over HTTP on SPEC §7's paths (lib/upstream/reference/serve.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("lib/upstream/reference/serve.ts");
