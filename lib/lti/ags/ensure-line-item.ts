import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { StoreDb } from "@/lib/store";
import type { Game } from "@/content";
import { problemOfFetchError } from "../nrps/platform-service-error";
import { env } from "@/lib/env";
import { platformHosts } from "../platform-hosts";
import type { Platform } from "../platform-schema";
import { claimLineItemCreation, settleLineItemCreation, type GradeLink } from "../store/grade-links";
import { createLineItem } from "./create-line-item";
import { ownAddress } from "./grade-service";
import { participationLineItem } from "./line-item";
import type { PlatformAccess } from "./platform-access";
import { AGS_LINE_ITEM_SCOPE } from "./scopes";

const LINE_ITEM_DEADLINE_MS = 5_000;

/**
 * Makes the link's gradebook column where the platform made none (its launch names the course's line
 * items but no line item of the link's own): once, by the one instance whose claim on the link's row
 * succeeded. A failure gives the claim back, so the next launch tries again.
 */
export async function ensureLineItem(db: StoreDb, link: GradeLink, platform: Platform, game: Game, access: PlatformAccess): Promise<void> {
  if (link.lineItemUrl || !link.lineItemsUrl || !link.scopes.includes(AGS_LINE_ITEM_SCOPE)) return;
  if (!(await claimLineItemCreation(db, link.id))) return;
  let made: string | null = null;
  try {
    const id = await createLineItem({
      platform,
      lineItemsUrl: link.lineItemsUrl,
      lineItem: participationLineItem(game),
      resourceLinkId: link.resourceLinkId,
      ...access,
      signal: AbortSignal.timeout(LINE_ITEM_DEADLINE_MS),
    });
    made = ownAddress(id, platformHosts(platform), env.LTI_ALLOW_LOOPBACK_PLATFORMS);
    if (!made) log.warn(logLine`[lti] the line item made on ${platform.issuer} is not on its hosts; not kept`);
    else log.info(logLine`[lti] line item made for ${game.slug} on ${platform.issuer}`);
  } catch (error) {
    const failure = problemOfFetchError(error);
    log.warn(logLine`[lti] no line item made on ${platform.issuer} (${failure.problem}): ${failure.message}`);
  } finally {
    await settleLineItemCreation(db, link.id, made);
  }
}
