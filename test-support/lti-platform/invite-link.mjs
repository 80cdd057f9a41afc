// A registration link as an operator gets it: `npm run lti -- invite --name …` beside the running site,
// signed with the site's NEXTAUTH_SECRET (in `env`). Used by the e2e suite and the recipe's tests.
import { spawnSync } from "node:child_process";
import path from "node:path";

// The repository root: both suites run from it (the e2e suite's loader does not take import.meta here).
const root = process.cwd();

/** The link `npm run lti -- invite` prints for `name`, made with `env`. */
export function inviteLinkWith(env, name) {
  const made = spawnSync(process.execPath, [path.join(root, "scripts/lti.mjs"), "invite", "--name", name], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  const link = /https?:\/\/\S+\/api\/lti\/register\/\S+/.exec(made.stdout ?? "")?.[0];
  if (made.status !== 0 || !link) throw new Error(`npm run lti -- invite failed (${made.status}): ${made.stderr}`);
  return link;
}
