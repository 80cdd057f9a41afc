import { games } from "@/content";
import { codeFormat, codePrefix, readCode } from "./code-rules";

const owners = games.map((game) => ({ prefix: game.join.prefix, title: game.title }));
const titleOf = (raw: string) => readCode(raw, owners).game?.title ?? null;

describe("code rules", () => {
  it("gives every game a format, each starting with letters no other game's start with", () => {
    const stems = owners.map((owner) => codePrefix(owner.prefix).replace(/-$/, ""));
    expect(new Set(stems).size).toBe(owners.length);
    for (const stem of stems) for (const other of stems) if (other !== stem) expect(other.startsWith(stem)).toBe(false);
    expect(owners.map((owner) => codeFormat(owner.prefix))).toEqual(
      expect.arrayContaining(["P5-ABC123", "FB-ABC123", "7QC-ABC123", "DS-ABC123"]),
    );
  });

  it.each([
    ["p5 7k2qxp", "P5-7K2QXP", "The EV Gambit"],
    ["P57K2QXP", "P5-7K2QXP", "The EV Gambit"],
    ["  p5-7k2qxp ", "P5-7K2QXP", "The EV Gambit"],
    ["P5 – 7K2QXP", "P5-7K2QXP", "The EV Gambit"],
    ["toc g4qult", "TOC-G4QULT", "Factory Manager Experience"],
    ["fb 2041", "FB-2041", "Fruit Beer Game"],
    ["ds100", "DS100", "The Dual Source Dilemma"],
    ["ds-100", "DS-100", "The Dual Source Dilemma"],
    ["7qc42", "7QC42", "Defect Detectives"],
    ["op 7", "OP7", "Order Ops"],
  ])("reads %j as %s of %s", (raw, code, title) => {
    expect(readCode(raw, owners)).toMatchObject({ code, game: { title } });
  });

  it.each(["ZZ-123", "abc", "XYZ123", "P5", "p5-", "FB"])("knows no game for %j (no fallback lobby)", (raw) => {
    expect(titleOf(raw)).toBeNull();
  });

  it("writes an unknown code compactly, for the words that explain it", () => {
    expect(readCode(" zz 123 ", owners)).toEqual({ code: "ZZ123", game: null });
  });
});
