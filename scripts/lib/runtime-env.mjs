// Fills the settings a production server needs when the person starting it gave none.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

function localSecret(dataDir) {
  const file = path.join(dataDir, "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The secret `npm start` made for the site in `dataDir` (default .data), or undefined when it never ran there. */
export function existingLocalSecret(dataDir = path.join(root, ".data")) {
  const file = path.join(dataDir, "nextauth-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

export function serverEnv({ port, dataDir } = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  env.PORT = String(port ?? env.PORT ?? 3000);
  env.DATA_DIR = dataDir ?? env.DATA_DIR ?? path.join(root, ".data");
  env.NEXTAUTH_URL ??= `http://localhost:${env.PORT}`;
  env.NEXTAUTH_SECRET ??= localSecret(env.DATA_DIR);
  return env;
}
