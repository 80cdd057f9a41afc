// The steps `npm test` and `npm run test:quick` share: each prints its time, and a failure is recorded,
// never fatal, so every step runs and the last line totals them.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
// The suite's own build folder: a test build never replaces the one `npm start` serves.
export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-e2e" };
export const failures = [];
const cache = path.join(root, "node_modules", ".cache");

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * Runs one step in the foreground, its output straight to the terminal. Answers a promise, so the
 * low-priority work beside it keeps being read and started meanwhile.
 */
export function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return new Promise((resolve) =>
    child.on("close", (code) => {
      console.log(`◀ ${label}: ${code === 0 ? "ok" : "FAILED"} (${seconds(started)} s)`);
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    }),
  );
}

/** Runs several commands side by side (each prints when it ends, whole); answers when all have ended. */
export async function runTogether(steps) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map(([label]) => label).join(", ")} (side by side)`);
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            process.stdout.write(output);
            console.log(`◀ ${label}: ${code === 0 ? "ok" : "FAILED"} (${seconds(started)} s)`);
            if (code !== 0) failures.push(label);
            resolve(code === 0);
          });
        }),
    ),
  );
  return outcomes.every(Boolean);
}

/** Type check, lint and format at once: tsc is single-threaded and ESLint and Prettier keep caches. */
export function staticChecks() {
  return runTogether([
    ["Type check", "npx", ["tsc", "--noEmit"]],
    ["Lint", "npx", ["eslint", ".", "--max-warnings=0", "--cache", "--cache-location", path.join(cache, "eslint")]],
    // Prettier's own cache place (a folder under node_modules/.cache/prettier), so a plain `npx prettier` finds it too.
    ["Format", "npx", ["prettier", "--check", ".", "--cache"]],
  ]);
}

export const jestFile = path.join(results, "jest.json");

/** Jest on two workers: most test files wait on PGlite and loopback servers, so two at once take about half the time. */
export function jestStep() {
  return run("Jest", "npx", ["jest", "--ci", "--maxWorkers=2", "--json", `--outputFile=${jestFile}`]);
}

/**
 * The type check, lint and format beside Jest rather than before it: they take a few seconds of CPU
 * that Jest's workers leave idle while they wait on PGlite and sockets, and still report in the first minute.
 */
export function quickLane() {
  return Promise.all([staticChecks(), jestStep()]);
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
