import { allowListFromContent } from "./allow-list";
import { filterAccessibleGames, formatValidTill } from "./accessible-games";

type Row = { id: string; game_id: string; simulation_name: string; expiry_date?: string | null };
const row = (game_id: string, expiry_date?: string | null): Row => ({
  id: `${game_id}-${expiry_date}`,
  game_id,
  simulation_name: game_id,
  expiry_date,
});
const kept = (rows: Row[], now: string) => filterAccessibleGames(rows, new Date(now), allowListFromContent()).map((r) => r.id);

const zones = ["UTC", "America/Los_Angeles", "Pacific/Honolulu", "Asia/Tokyo", "Pacific/Kiritimati", "Asia/Kolkata"];
const savedTz = process.env.TZ;
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe.each(zones)("filterAccessibleGames with the machine in %s", (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  // Instants around midnight UTC between 14 and 15 December 2025.
  it.each([
    ["2025-12-14T00:00:00.000Z", ["2025-12-14", "2025-12-15", "2025-12-14T00:00:00Z", "2025-12-14T23:59:59Z"]],
    ["2025-12-14T23:59:59.999Z", ["2025-12-14", "2025-12-15", "2025-12-14T00:00:00Z", "2025-12-14T23:59:59Z"]],
    ["2025-12-15T00:00:00.000Z", ["2025-12-15"]],
    ["2025-12-15T00:00:00.001Z", ["2025-12-15"]],
  ])("at %s keeps the records expiring on or after that UTC day", (now, expiries) => {
    const rows = ["2025-12-13", "2025-12-14", "2025-12-15", "2025-12-14T00:00:00Z", "2025-12-14T23:59:59Z"].map((d) => row("ev-gambit", d));
    expect(kept(rows, now)).toEqual(expiries.map((d) => `ev-gambit-${d}`));
  });
});

describe("filterAccessibleGames", () => {
  const now = "2025-12-14T12:00:00Z";

  it("keeps records without an expiry (absent, null or blank)", () => {
    const rows = [row("fruit-beer"), row("stock-flow", null), row("dual-source", "  ")];
    expect(kept(rows, now)).toEqual(rows.map((r) => r.id));
  });

  it("drops games outside SPEC's allow-list, whatever their expiry", () => {
    const rows = [row("order-ops", "2099-01-01"), row("to-pay"), row("ev-gambit", "2099-01-01"), row("unknown-game")];
    expect(kept(rows, now)).toEqual(["ev-gambit-2099-01-01"]);
  });

  it("treats an expiry it cannot read as expired", () => {
    expect(kept([row("ev-gambit", "not a date"), row("ev-gambit", "2025-13-45")], now)).toEqual([]);
  });

  it("keeps the upstream's order", () => {
    const rows = [row("onion-dilemma", "2026-01-01"), row("ev-gambit"), row("fruit-beer", "2025-12-20")];
    expect(kept(rows, now)).toEqual(rows.map((r) => r.id));
  });
});

describe("formatValidTill", () => {
  it.each([
    ["2025-12-14", "14 DEC 2025"],
    ["2025-01-05", "05 JAN 2025"],
    ["2026-02-28T23:30:00Z", "28 FEB 2026"],
    ["2026-03-01T00:30:00+02:00", "28 FEB 2026"],
    [" 2027-11-23 ", "23 NOV 2027"],
    ["soon", ""],
  ])("%s reads %s", (value, label) => {
    expect(formatValidTill(value)).toBe(label);
  });

  it("gives the same label whatever the machine's time zone", () => {
    const labels = zones.map((zone) => {
      process.env.TZ = zone;
      return formatValidTill("2025-12-14");
    });
    expect(new Set(labels)).toEqual(new Set(["14 DEC 2025"]));
  });
});
