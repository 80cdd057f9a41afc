import { timingSafeEqual } from "node:crypto";
import { upstreamMessages } from "@/upstream-contract/messages";
import type { Db } from "../database";
import { contactMessagesFor, grantAccess } from "../admin";
import { accessGrantBody } from "./request-bodies";
import { get, HttpFailure, parse, post, type Context, type Route } from "./route";

export const ADMIN_KEY_HEADER = "x-admin-key";

function sameKey(given: string | undefined, key: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Not SPEC's: what tests need to see and change in the database while a site runs against this
 * server. Served only when the server was given an admin key (REFERENCE_UPSTREAM_ADMIN_KEY); every
 * call must carry it in X-Admin-Key, or it is answered 401.
 */
export function adminRoutes(db: () => Promise<Db>, key: string): Route[] {
  const guarded =
    (handle: (c: Context) => Promise<unknown>) =>
    async (c: Context): Promise<unknown> => {
      if (!sameKey(c.header(ADMIN_KEY_HEADER), key)) throw new HttpFailure(401, upstreamMessages.notAuthenticated);
      return handle(c);
    };
  return [
    get(
      "/admin/contact-messages",
      guarded(async (c) => {
        const email = c.query.get("email")?.trim();
        if (!email || email.length > 320) throw new HttpFailure(400, `${upstreamMessages.invalidRequest}: email`);
        return { data: await contactMessagesFor(await db(), email) };
      }),
    ),
    post(
      "/admin/simulation-access",
      guarded(async (c) => {
        const id = await grantAccess(await db(), parse(accessGrantBody, await c.body()));
        if (!id) throw new HttpFailure(404, upstreamMessages.noAccount);
        return { id };
      }),
    ),
  ];
}
