// `npm run lti -- invite|add-platform|list|remove|keys|rotate-key|retire-key|urls`: the LTI registry in
// the site's store (lib/lti/cli/main.ts). With the default PGlite store, stop the site first (one process
// per database folder), except for `invite`, which signs a link and never opens the store; on PostgreSQL
// (DATABASE_URL) every command works beside running instances.
import { runTypeScript } from "./lib/run-typescript.mjs";
import { existingLocalSecret } from "./lib/runtime-env.mjs";

// An invite is signed with the site's secret: the one `npm start` keeps in DATA_DIR when none is set.
const secret = process.env.NEXTAUTH_SECRET || existingLocalSecret(process.env.DATA_DIR || undefined);
if (secret) process.env.NEXTAUTH_SECRET = secret;

runTypeScript("lib/lti/cli/main.ts");
