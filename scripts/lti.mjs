// `npm run lti -- invite|add-platform|list|remove|keys|rotate-key|retire-key|urls`: the LTI registry in
// the site's store (lib/lti/cli/main.ts). With the default PGlite store, stop the site first (one process
// per database folder), except for `invite`, which signs a link and never opens the store; on PostgreSQL
// (DATABASE_URL) every command works beside running instances.
import { runTypeScript } from "./lib/run-typescript.mjs";

runTypeScript("lib/lti/cli/main.ts");
