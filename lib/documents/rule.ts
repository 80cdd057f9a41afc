import type { AccessibleGameRecord } from "@/lib/upstream/types";
import { filterAccessibleGames } from "@/lib/dashboard/accessible-games";
import type { DocumentAccess } from "./kinds";

export interface AccessFacts {
  /** Null for a visitor. */
  user: { type: string; emailVerified: boolean } | null;
  documentExists: boolean;
  /** The game's upstream ids (content `gameIds`). */
  gameIds: readonly string[];
  /** Read only for a verified instructor. */
  records: () => Promise<readonly AccessibleGameRecord[]>;
  allowList: ReadonlySet<string>;
  today: Date;
}

/** The dashboard's rule (listed for that professor, allow-listed, not expired by UTC day) for one game's document. */
export async function decideDocumentAccess(facts: AccessFacts): Promise<DocumentAccess> {
  if (!facts.documentExists) return "missing";
  if (!facts.user) return "visitor";
  if (facts.user.type !== "instructor") return "student";
  if (!facts.user.emailVerified) return "unverified";
  const current = filterAccessibleGames(await facts.records(), facts.today, facts.allowList);
  return current.some((record) => facts.gameIds.includes(record.game_id)) ? "open" : "no-access";
}
