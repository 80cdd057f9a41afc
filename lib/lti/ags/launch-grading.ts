import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { StoreDb } from "@/lib/store";
import { claims, type LaunchClaims } from "../claims";
import { linkParametersOf } from "../link-parameters";
import type { Platform } from "../platform-schema";
import { rememberGradeLink, type GradeLink } from "../store/grade-links";
import { openParticipation } from "../store/participations";
import { ensureLineItem } from "./ensure-line-item";
import { gradeServiceOf } from "./grade-service";
import { participationCookie } from "./participation-cookie";
import { platformAccess, type PlatformAccess } from "./platform-access";
import { AGS_SCORE_SCOPE } from "./scopes";

/** A launch waits at most this long for a missing line item to be made; the making goes on behind it. */
const LINE_ITEM_WAIT_MS = 1_500;

export interface LaunchGradingOptions {
  accessOf?: (db: StoreDb, platform: Platform) => PlatformAccess;
}

/**
 * A resource-link launch from a course whose platform offers grades: the placed game's column is
 * remembered (and made, the first time, where the platform made none). Never fails the launch: a store
 * or platform problem costs only the grades, and is logged.
 */
export async function gradeLinkOfLaunch(
  db: StoreDb,
  platform: Platform,
  launch: LaunchClaims,
  { accessOf = platformAccess }: LaunchGradingOptions = {},
): Promise<GradeLink | null> {
  const context = launch[claims.context];
  const resourceLink = launch[claims.resourceLink];
  const service = gradeServiceOf(launch, platform);
  if (!context || !resourceLink || !service) return null;
  const { game } = linkParametersOf(launch);
  try {
    const link = await rememberGradeLink(
      db,
      {
        issuer: platform.issuer,
        clientId: platform.clientId,
        contextId: context.id,
        resourceLinkId: resourceLink.id,
        title: (resourceLink.title || game?.title || resourceLink.id).slice(0, 255),
        gameSlug: game?.slug ?? null,
      },
      service,
    );
    if (game) {
      const making = ensureLineItem(db, link, platform, game, accessOf(db, platform)).catch((error: unknown) => {
        log.warn(logLine`[lti] a line item was not made: ${error instanceof Error ? error.message : String(error)}`);
      });
      await Promise.race([making, new Promise((resolve) => setTimeout(resolve, LINE_ITEM_WAIT_MS).unref())]);
    }
    return link;
  } catch (error) {
    log.warn(logLine`[lti] the grade service of a launch was not kept: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * A learner's launch of a graded link, when the professor lets grades go back and the platform lets the
 * tool post scores: its handle, and the cookie that carries it to the reference game host's lobby
 * arrival. Null otherwise.
 */
export async function learnerParticipation(
  db: StoreDb,
  link: GradeLink | null,
  launch: LaunchClaims,
): Promise<{ handle: string; cookie: string } | null> {
  if (!link || !launch.sub || !link.passback || !link.scopes.includes(AGS_SCORE_SCOPE)) return null;
  try {
    const handle = await openParticipation(db, {
      linkId: link.id,
      userId: launch.sub,
      code: linkParametersOf(launch).code?.toUpperCase() ?? null,
    });
    const target = launch[claims.launchPresentation]?.document_target;
    return { handle, cookie: participationCookie(handle, target === "iframe" || target === "frame") };
  } catch (error) {
    log.warn(logLine`[lti] a learner's participation was not kept: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
