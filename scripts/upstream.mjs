// `npm run upstream`: serves the reference upstream over HTTP on SPEC §7's paths (reference-upstream/serve.ts).
// Node runs the TypeScript through tsx; the react-server condition makes `server-only` an empty module.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const child = spawn(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", path.join(root, "reference-upstream/serve.ts"), ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
