import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { env } from "@/lib/env";
import { getStore, storeDb } from "@/lib/store";
import { listPlatforms, removePlatform, savePlatform } from "../store/platforms";
import { addToolKey, retireToolKey, toolKeys } from "../store/tool-keys";
import { signingKeyOf } from "../key-rotation";

const USAGE = `npm run lti -- <command>

  add-platform --issuer URL --client-id ID --deployment-id ID [--deployment-id ID…]
               --auth-login-url URL --jwks-url URL --token-url URL [--name TEXT]
                         register a platform (again: replaces the one with the same issuer and client id)
  list                   the registered platforms
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
} as const;

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
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

async function main() {
  let code: number;
  try {
    code = await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ZodError) console.error(`Not saved: ${error.issues.map((issue) => issue.message).join("; ")}.`);
    else console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  await (await getStore()).close().catch(() => undefined);
  process.exit(code);
}

void main();
