import "server-only";
import { cookies } from "next/headers";
import { displayTypeSchema } from "@/lib/validations/roles";
import { GOOGLE_SIGNUP_ROLE_COOKIE } from "./constants";
import type { CookieToSet } from "./parent-cookie";

export async function setCookie(cookie: CookieToSet | null) {
  if (!cookie) return;
  try {
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
  } catch {
    // Server components cannot write cookies; only route handlers do.
  }
}

/** The role chosen on the sign-up page before it started the Google round trip (read once). */
export async function takeGoogleSignupRole() {
  try {
    const jar = await cookies();
    const raw = jar.get(GOOGLE_SIGNUP_ROLE_COOKIE)?.value;
    if (raw === undefined) return undefined;
    jar.delete(GOOGLE_SIGNUP_ROLE_COOKIE);
    const parsed = displayTypeSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
