import "server-only";
import type { Game } from "@/content";
import { isEmailVerified } from "@/lib/auth/email-verification";
import type { SessionUserWithToken } from "@/lib/auth/signed-in";
import { filterAccessibleGames } from "@/lib/dashboard/accessible-games";
import { allowListFromContent } from "@/lib/dashboard/allow-list";
import { licencesOnly } from "@/lib/dashboard/licences-only";
import { trialOffer } from "@/content/trial";
import { getUpstream } from "@/lib/upstream";
import { documentKinds, type DocumentAccess, type DocumentKind } from "./kinds";
import { decideDocumentAccess } from "./rule";

/** Each document of `game` as this person may use it; the access records are read at most once. */
export async function documentAccessFor(game: Game, user: SessionUserWithToken | null): Promise<Record<DocumentKind, DocumentAccess>> {
  const emailVerified = user?.role === "facilitator" ? await isEmailVerified(user.email) : false;
  const readRecords = () => getUpstream().getSimulationsAccess(user!.accessToken, user!.uid);
  let records: ReturnType<typeof readRecords> | undefined;
  const entries = await Promise.all(
    documentKinds.map(async ({ kind }) => {
      const access = await decideDocumentAccess({
        user: user ? { role: user.role, emailVerified } : null,
        documentExists: game.resources[kind] !== null,
        gameIds: game.gameIds,
        records: () => (records ??= readRecords()),
        allowList: allowListFromContent(),
        today: new Date(),
        trialOpens: (trialOffer.materials as readonly DocumentKind[]).includes(kind),
      });
      return [kind, access] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DocumentKind, DocumentAccess>;
}

/** Whether this facilitator holds a current licence (an access record) for the game: the dashboard's rule. */
export async function gameLicensedFor(game: Game, user: SessionUserWithToken | null): Promise<boolean> {
  if (user?.role !== "facilitator") return false;
  const records = await getUpstream().getSimulationsAccess(user.accessToken, user.uid);
  return filterAccessibleGames(licencesOnly(records), new Date(), allowListFromContent()).some((record) =>
    game.gameIds.includes(record.game_id),
  );
}
