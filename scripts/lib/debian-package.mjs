// Installs one of Debian's packages when a command the tests or the bench need is missing, as root with
// apt-get (deploy/run.sh does the same for nginx and PostgreSQL); elsewhere the caller says what to install.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, statSync } from "node:fs";

/** Whether `command` runs here: a path to an executable file, or a name the shell finds. */
export function commandExists(command) {
  if (command.includes("/")) {
    try {
      accessSync(command, constants.X_OK);
      return statSync(command).isFile();
    } catch {
      return false;
    }
  }
  return spawnSync("sh", ["-c", 'command -v "$1" >/dev/null 2>&1', "sh", command]).status === 0;
}

/** Whether this process may install Debian's packages: root, with apt-get here. */
export function canInstallPackages() {
  return typeof process.getuid === "function" && process.getuid() === 0 && commandExists("apt-get");
}

/**
 * `command` present, or `pkg` installed with apt-get (as it is first, then after `apt-get update`) when this
 * process is root and apt-get is here. Returns whether `command` runs afterwards.
 */
export function ensureDebianPackage(command, pkg) {
  if (commandExists(command)) return true;
  if (!canInstallPackages()) return false;
  console.log(`${command} is missing: installing Debian's ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", pkg], { stdio: "inherit", env }).status === 0;
  if (!install() && spawnSync("apt-get", ["update", "-q"], { stdio: "inherit", env }).status === 0) install();
  return commandExists(command);
}

/** Whether deploy/run.sh can run here: nginx and PostgreSQL present, or root with apt-get to install them. */
export function canRunRecipe() {
  const canInstall = canInstallPackages();
  const hasPostgres = existsSync("/usr/lib/postgresql") || Boolean(process.env.DATABASE_URL);
  return (commandExists("nginx") || canInstall) && (hasPostgres || canInstall);
}
