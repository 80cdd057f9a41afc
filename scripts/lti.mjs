// `npm run lti -- add-platform|list|remove|keys|rotate-key|retire-key|urls`: the LTI registry in the
// site's store (lib/lti/cli/main.ts). Node runs the TypeScript through tsx; the react-server condition
// makes `server-only` an empty module. With the default PGlite store, stop the site first (one process
// per database folder); on PostgreSQL (DATABASE_URL) it works beside running instances.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const child = spawn(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", path.join(root, "lib/lti/cli/main.ts"), ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
