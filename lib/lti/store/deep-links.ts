import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { hashSecretHandle, isSecretHandle, newSecretHandle, sweepBefore } from "@/lib/store/secret-handles";

/** How long a professor has to pick a game once the platform opened the picker. */
export const DEEP_LINK_TTL_SECONDS = 60 * 60;

/** A verified deep-linking request, kept until the professor answers it. */
export interface DeepLinkRequest {
  issuer: string;
  clientId: string;
  deploymentId: string;
  returnUrl: string;
  data: string | null;
}

const { ltiDeepLinks: deepLinks } = storeTables;

/** Keeps the request; the returned id is the picker's only handle on it (it travels in the address's fragment). */
export async function saveDeepLinkRequest(db: StoreDb, request: DeepLinkRequest, now = new Date()): Promise<string> {
  const id = newSecretHandle();
  await db.delete(deepLinks).where(lt(deepLinks.expiresAt, sweepBefore(now)));
  await db
    .insert(deepLinks)
    .values({ idHash: hashSecretHandle(id), ...request, expiresAt: new Date(now.getTime() + DEEP_LINK_TTL_SECONDS * 1000) });
  return id;
}

/** Uses the request once: null when unknown, expired or already answered. */
export async function claimDeepLinkRequest(db: StoreDb, id: string, now = new Date()): Promise<DeepLinkRequest | null> {
  if (!isSecretHandle(id)) return null;
  const [claimed] = await db
    .update(deepLinks)
    .set({ usedAt: now })
    .where(and(eq(deepLinks.idHash, hashSecretHandle(id)), isNull(deepLinks.usedAt), gt(deepLinks.expiresAt, now)))
    .returning({
      issuer: deepLinks.issuer,
      clientId: deepLinks.clientId,
      deploymentId: deepLinks.deploymentId,
      returnUrl: deepLinks.returnUrl,
      data: deepLinks.data,
    });
  return claimed ?? null;
}
