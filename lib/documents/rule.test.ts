import { readdirSync } from "node:fs";
import path from "node:path";
import { games } from "@/content";
import { roleOfUserType } from "@/lib/roles";
import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { decideDocumentAccess, type AccessFacts } from "./rule";

const today = new Date("2026-11-23T23:30:00Z");
const allowList = new Set(["fruit-beer", "stock-flow", "order-ops"]);

function facts(overrides: Partial<AccessFacts> & { recordList?: AccessibleGameRecord[] } = {}): AccessFacts {
  const { recordList = [], ...rest } = overrides;
  return {
    user: { role: "facilitator", emailVerified: true },
    documentExists: true,
    gameIds: ["fruit-beer"],
    records: async () => recordList,
    allowList,
    today,
    trialOpens: false,
    ...rest,
  };
}

const record = (game_id: string, expiry_date: string | null): AccessibleGameRecord => ({
  id: "1",
  game_id,
  simulation_name: game_id,
  expiry_date,
});

describe("who may open a teaching document", () => {
  it("a verified instructor with a current record for the game opens it", async () => {
    expect(await decideDocumentAccess(facts({ recordList: [record("fruit-beer", "2026-11-23")] }))).toBe("open");
    expect(await decideDocumentAccess(facts({ recordList: [record("fruit-beer", null)] }))).toBe("open");
  });

  it("a record that ended yesterday (UTC day), for another game, or outside the allow-list does not open it", async () => {
    expect(await decideDocumentAccess(facts({ recordList: [record("fruit-beer", "2026-11-22")] }))).toBe("no-access");
    expect(await decideDocumentAccess(facts({ recordList: [record("stock-flow", null)] }))).toBe("no-access");
    expect(await decideDocumentAccess(facts({ gameIds: ["dual-source"], recordList: [record("dual-source", null)] }))).toBe("no-access");
  });

  it("a trial of the game that has not ended opens the trial's documents only, also for a game off the dashboard", async () => {
    const trial = (game_id: string, expiry: string): AccessibleGameRecord => ({ ...record(game_id, expiry), access: "trial" });
    expect(await decideDocumentAccess(facts({ trialOpens: true, recordList: [trial("fruit-beer", "2026-11-23")] }))).toBe("open");
    expect(
      await decideDocumentAccess(facts({ trialOpens: true, gameIds: ["ev-gambit"], recordList: [trial("ev-gambit", "2026-12-01")] })),
    ).toBe("open");
    expect(await decideDocumentAccess(facts({ trialOpens: false, recordList: [trial("fruit-beer", "2026-12-01")] }))).toBe("no-access");
    expect(await decideDocumentAccess(facts({ trialOpens: true, recordList: [trial("fruit-beer", "2026-11-22")] }))).toBe("no-access");
    expect(await decideDocumentAccess(facts({ trialOpens: true, recordList: [trial("stock-flow", "2026-12-01")] }))).toBe("no-access");
  });

  it("says why not, in order: missing, visitor, student, unverified", async () => {
    const records = jest.fn(async () => [record("fruit-beer", null)]);
    expect(await decideDocumentAccess(facts({ documentExists: false, user: null }))).toBe("missing");
    expect(await decideDocumentAccess(facts({ user: null, records }))).toBe("visitor");
    expect(await decideDocumentAccess(facts({ user: { role: "student", emailVerified: true }, records }))).toBe("student");
    expect(await decideDocumentAccess(facts({ user: { role: roleOfUserType("bot"), emailVerified: true }, records }))).toBe("student");
    expect(await decideDocumentAccess(facts({ user: { role: "facilitator", emailVerified: false }, records }))).toBe("unverified");
    // Nobody but a verified facilitator makes the upstream read the access records.
    expect(records).not.toHaveBeenCalled();
  });
});

describe("content's documents", () => {
  it("are file names in the private folder, each present, none under public/", () => {
    const files = new Set(readdirSync(path.join(process.cwd(), "private-documents")));
    const named = games.flatMap((game) => Object.values(game.resources).flatMap((document) => (document ? [document.file] : [])));
    expect(named.length).toBe(8);
    for (const name of named) {
      expect(name).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(files.has(name)).toBe(true);
    }
    const publicFiles = readdirSync(path.join(process.cwd(), "public"), { recursive: true }).map(String);
    expect(publicFiles.filter((file) => file.endsWith(".pdf"))).toEqual([]);
  });
});
