import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { env } from "@/lib/env";
import { getStore, storeDb } from "@/lib/store";
import { listPlatforms, removePlatform, savePlatform } from "../store/platforms";
import { addToolKey, retireToolKey, toolKeys } from "../store/tool-keys";
import { signingKeyOf } from "../key-rotation";
import { issueInvite } from "../registration/invite";
import { hasConfiguredSecret } from "@/lib/security/derived-keys";

const USAGE = `npm run lti -- <command>

  add-platform --issuer URL --client-id ID --deployment-id ID [--deployment-id ID…]
               --auth-login-url URL --jwks-url URL --token-url URL [--name TEXT] [--platform-host HOST…]
                         register a platform (again: replaces the one with the same issuer and client id);
                         its courses' rosters and gradebooks may also be on a --platform-host
  invite --name TEXT [--days N] [--platform-host HOST…]
                         a one-time LTI Dynamic Registration link for an LMS admin (valid 7 days
                         by default; works while the site runs, on PGlite as on PostgreSQL). The
                         platform's endpoints, rosters and gradebooks must be on its issuer's host,
                         its endpoints' hosts or a --platform-host (kept with the platform);
                         a registration only adds a platform, never changes one (add-platform does)
  list                   the registered platforms, how each was registered and its last launch
  remove --issuer URL --client-id ID
  urls                   the addresses to give the platform (from NEXTAUTH_URL)
  keys                   the tool's keys, and which one signs
  rotate-key             add a new key: published at once, signing an hour later
  retire-key KID         remove an old key from the JWKS (never the one that signs)`;

const options = {
  issuer: { type: "string" },
  "client-id": { type: "string" },
  "deployment-id": { type: "string", multiple: true },
  "auth-login-url": { type: "string" },
  "jwks-url": { type: "string" },
  "token-url": { type: "string" },
  name: { type: "string" },
  days: { type: "string" },
  "platform-host": { type: "string", multiple: true },
} as const;

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
  // An invite is signed, not stored: it never opens the store (PGlite allows one process per folder).
  if (command === "invite") return invite(values.name ?? "", values.days, values["platform-host"] ?? []);
  const db = await storeDb();
  switch (command) {
    case "add-platform": {
      const platform = await savePlatform(db, {
        issuer: values.issuer ?? "",
        clientId: values["client-id"] ?? "",
        deploymentIds: values["deployment-id"] ?? [],
        authLoginUrl: values["auth-login-url"] ?? "",
        jwksUrl: values["jwks-url"] ?? "",
        tokenUrl: values["token-url"] ?? "",
        name: values.name ?? "",
        hosts: values["platform-host"] ?? [],
      });
      console.log(`Registered ${platform.issuer} (client id ${platform.clientId}, deployments ${platform.deploymentIds.join(", ")}).`);
      return 0;
    }
    case "list": {
      const platforms = await listPlatforms(db);
      if (platforms.length === 0) console.log("No platform is registered.");
      for (const p of platforms) {
        console.log(`${p.name || p.issuer}\n  issuer ${p.issuer}\n  client id ${p.clientId}\n  deployments ${p.deploymentIds.join(", ")}`);
        console.log(`  OIDC authorisation ${p.authLoginUrl}\n  JWKS ${p.jwksUrl}\n  token ${p.tokenUrl}`);
        if (p.hosts.length) console.log(`  services also on ${p.hosts.join(", ")}`);
        const how = p.registeredBy === "dynamic" ? "by Dynamic Registration (invite)" : "by an operator (add-platform)";
        console.log(`  registered ${how} on ${p.createdAt.toISOString()}`);
        console.log(`  last launch ${p.lastLaunchAt ? p.lastLaunchAt.toISOString() : "none yet"}`);
      }
      return 0;
    }
    case "remove": {
      const removed = await removePlatform(db, values.issuer ?? "", values["client-id"] ?? "");
      console.log(removed ? "Removed." : "No such platform (give --issuer and --client-id as listed).");
      return removed ? 0 : 1;
    }
    case "urls": {
      const base = env.NEXTAUTH_URL ?? "http://localhost:3000";
      console.log(`OIDC login initiation URL  ${base}/api/lti/login`);
      console.log(`Redirect / launch URL      ${base}/api/lti/launch`);
      console.log(`Deep linking URL           ${base}/api/lti/launch`);
      console.log(`Public keyset (JWKS) URL   ${base}/api/lti/jwks`);
      return 0;
    }
    case "keys": {
      const keys = await toolKeys(db);
      const signing = signingKeyOf(keys, new Date());
      for (const key of keys)
        console.log(`${key.kid}  created ${key.createdAt.toISOString()}${key.kid === signing?.kid ? "  (signs)" : ""}`);
      return 0;
    }
    case "rotate-key": {
      await toolKeys(db);
      const key = await addToolKey(db);
      console.log(`Added ${key.kid}: published now, signing from ${new Date(key.createdAt.getTime() + 3_600_000).toISOString()}.`);
      return 0;
    }
    case "retire-key": {
      const problem = await retireToolKey(db, rest[0] ?? "");
      console.log(problem ? `Not retired: ${problem}.` : `Retired ${rest[0]}.`);
      return problem ? 1 : 0;
    }
    default:
      console.log(USAGE);
      return command ? 1 : 0;
  }
}

async function invite(name: string, daysText: string | undefined, hosts: string[]): Promise<number> {
  if (!hasConfiguredSecret()) {
    console.error("Not made: an invite is signed with NEXTAUTH_SECRET; run this with the site's own.");
    return 1;
  }
  const days = daysText === undefined ? env.LTI_INVITE_DAYS : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > 90) {
    console.error("Not made: --days is a whole number from 1 to 90.");
    return 1;
  }
  const { invite: made, token } = await issueInvite(name, days, new Date(), hosts);
  const base = env.NEXTAUTH_URL ?? "http://localhost:3000";
  console.log(`Registration link for ${made.name}, valid until ${made.expiresAt.toISOString()}, for one registration:`);
  console.log(`${base}/api/lti/register/${token}`);
  if (made.hosts.length) console.log(`Its endpoints may also be on ${made.hosts.join(", ")}.`);
  console.log("The LMS admin pastes it where the platform takes an LTI Dynamic Registration URL.");
  return 0;
}

let storeOpened = false;

async function main() {
  storeOpened = process.argv[2] !== "invite";
  let code: number;
  try {
    code = await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ZodError) console.error(`Not saved: ${error.issues.map((issue) => issue.message).join("; ")}.`);
    else console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  if (storeOpened) await (await getStore()).close().catch(() => undefined);
  process.exit(code);
}

void main();
