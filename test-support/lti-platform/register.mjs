// Registers the simulator in a fresh site store before the e2e site starts (PGlite: one process per folder).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { addPlatformArgs } from "./config.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * @param {NodeJS.ProcessEnv} env the site's environment (DATA_DIR or DATABASE_URL names its store)
 * @param {string[]} args `npm run lti` arguments: the suite's simulator unless another one's (config.mjs addPlatformArgsOf)
 */
export function registerSimulator(env, args = addPlatformArgs) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/lti.mjs"), ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`registering the LTI platform simulator failed (${result.status})`);
}
