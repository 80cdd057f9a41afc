// The alert rules' step of `npm test`: promtool (Debian's prometheus package, installed like nginx when
// missing and this runs as root) checks deploy/prometheus/ and runs its unit tests. Each test group of
// alerts.test.yml counts as one test, and the syntax check as one more.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";

const folder = path.resolve(import.meta.dirname, "..", "..", "deploy", "prometheus");

/** Runs the checks and prints promtool's output; returns { passed, failed }, or null when promtool cannot be had. */
export function checkAlertRules() {
  if (!ensureDebianPackage("promtool", "prometheus")) return null;
  const promtool = (...args) => {
    const result = spawnSync("promtool", args, { cwd: folder, encoding: "utf8" });
    process.stdout.write(result.stdout + result.stderr);
    return result;
  };
  const checked = promtool("check", "config", "prometheus.yml").status === 0;
  const tested = promtool("test", "rules", "alerts.test.yml");
  const groups = (readFileSync(path.join(folder, "alerts.test.yml"), "utf8").match(/^ {2}- name: /gm) ?? []).length;
  // promtool names each failed group as "name: <its name>," in its report.
  const failedGroups = tested.status === 0 ? 0 : Math.max(1, new Set((tested.stdout + tested.stderr).match(/^\s+name: .*,$/gm) ?? []).size);
  return { passed: (checked ? 1 : 0) + groups - failedGroups, failed: (checked ? 0 : 1) + failedGroups };
}
