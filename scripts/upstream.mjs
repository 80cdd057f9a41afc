// `npm run upstream`: serves the reference upstream over HTTP on the upstream's paths (lib/upstream/reference/serve.ts).
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("lib/upstream/reference/serve.ts");
