import "server-only";
import { cookies } from "next/headers";
import { sessionCutoffOf } from "./ended-sessions";
import { storeDb } from "@/lib/store";
import { env } from "@/lib/env";
import { derivedKey } from "@/lib/security/derived-keys";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, trustedDeviceId, withAccount, type DeviceKey } from "./device-cookie";

const secure = env.NEXTAUTH_URL?.startsWith("https://") ?? false;
/** `__Host-` on https: only this host, path /, Secure; no other site or subdomain can set it. */
export const DEVICE_COOKIE_NAME = secure ? "__Host-site-device" : "site-device";

/** The derived key, and the account's last completed reset: a reset revokes the tags made before it. */
async function deviceKey(email: string): Promise<DeviceKey> {
  const cutoff = await sessionCutoffOf(await storeDb(), email);
  return { key: derivedKey("device-cookie"), epoch: cutoff === null ? "" : String(cutoff) };
}

/** The id of this browser when it has signed in to `email` before (its device cookie says so), else null. */
export async function trustedDevice(email: string): Promise<string | null> {
  if (!env.NEXTAUTH_SECRET) return null;
  try {
    return trustedDeviceId((await cookies()).get(DEVICE_COOKIE_NAME)?.value, email, await deviceKey(email));
  } catch {
    return null;
  }
}

/** Marks this browser as one `email` signed in on (a log-in, or a completed reset by the mailed link). */
export async function rememberDevice(email: string): Promise<void> {
  if (!env.NEXTAUTH_SECRET) return;
  try {
    const jar = await cookies();
    const value = withAccount(jar.get(DEVICE_COOKIE_NAME)?.value, email, await deviceKey(email));
    jar.set(DEVICE_COOKIE_NAME, value, { path: "/", httpOnly: true, secure, sameSite: "lax", maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  } catch {
    // Outside a route handler cookies cannot be written; the browser simply stays untrusted.
  }
}
