// Runs one of the project's TypeScript entry points under Node (npm run upstream, npm run lti): tsx
// compiles it, and the react-server condition makes `server-only` an empty module. Signals reach the
// child, and its exit is this process's.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** @param {string} entry a path from the repository's root */
export function runTypeScript(entry) {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(root, entry), ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
