// What `npm start` prints before the site starts: how many placeholders are still in content/ and that
// `npm run content:check` lists them, so that nobody goes live with them unnoticed. It never stops the start.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export function printContentPlaceholders() {
  const run = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(root, "scripts/lib/content-check.ts"), "--report"],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  // Without the dev dependencies (tsx) the list cannot be read here: say where to get it.
  if (run.error || run.status !== 0) console.log("npm start: run `npm run content:check` to list the placeholders still in content/.");
}
