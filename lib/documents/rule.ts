import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { filterAccessibleGames } from "@/lib/dashboard/accessible-games";
import type { DocumentAccess } from "./kinds";
import type { Role } from "@/lib/roles";
import { licencesOnly } from "@/lib/dashboard/licences-only";

export interface AccessFacts {
  /** Null for a visitor. */
  user: { role: Role; emailVerified: boolean } | null;
  documentExists: boolean;
  /** The game's upstream ids (content `gameIds`). */
  gameIds: readonly string[];
  /** Read only for a verified facilitator. */
  records: () => Promise<readonly AccessibleGameRecord[]>;
  allowList: ReadonlySet<string>;
  today: Date;
  /** Whether a free trial of the game opens this document (content/trial.ts). */
  trialOpens: boolean;
}

/**
 * The dashboard's rule (listed for that professor, allow-listed, not expired by UTC day) for one game's
 * document; a trial of the game that has not ended opens the trial's documents.
 */
export async function decideDocumentAccess(facts: AccessFacts): Promise<DocumentAccess> {
  if (!facts.documentExists) return "missing";
  if (!facts.user) return "visitor";
  if (facts.user.role !== "facilitator") return "student";
  if (!facts.user.emailVerified) return "unverified";
  const records = await facts.records();
  const licences = filterAccessibleGames(licencesOnly(records), facts.today, facts.allowList);
  if (licences.some((record) => facts.gameIds.includes(record.game_id))) return "open";
  if (!facts.trialOpens) return "no-access";
  const trials = filterAccessibleGames(
    records.filter((record) => record.access === "trial"),
    facts.today,
    new Set(facts.gameIds),
  );
  return trials.length > 0 ? "open" : "no-access";
}
