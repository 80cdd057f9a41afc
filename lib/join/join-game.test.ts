import { joinTargetOf } from "./join-game";
import { codeFromSegment, joinPath, projectPath } from "./join-path";

describe("joinTargetOf", () => {
  it.each([
    ["TOC-1", "Factory Manager Experience"],
    ["p5-ab12", "The EV Gambit"],
    ["7QC42", "Defect Detectives"],
    ["DS100", "The Dual Source Dilemma"],
    ["OP-7", "Order Ops"],
    ["SF-9", "Customers In A Store"],
    ["OD-5", "Onion Dilemma"],
    ["TP-1", "To Pay or Not to Pay"],
    ["DG-77", "The Sustainable Select"],
  ])("finds the game of %s by its prefix", (code, title) => {
    expect(joinTargetOf(code)).toMatchObject({ code: code.toUpperCase(), game: { title } });
  });

  it("reads a code with a space for its dash, in lower case", () => {
    expect(joinTargetOf("p5 7k2qxp")).toMatchObject({ code: "P5-7K2QXP", game: { title: "The EV Gambit" } });
  });

  // An unknown prefix used to open the Fruit Beer Game lobby; now it has no game.
  it("finds no game for an unknown prefix", () => {
    expect(joinTargetOf(" zz-999 ")).toEqual({ code: "ZZ-999", game: null });
  });

  it.each(["", "   ", "A".repeat(65)])("refuses the code %j the join form refuses", (code) => {
    expect(joinTargetOf(code)).toBeNull();
  });
});

describe("join addresses", () => {
  it("escape the code as one path segment", () => {
    expect(joinPath("P5-AB12")).toBe("/join/P5-AB12");
    expect(projectPath("A/B?C#D")).toBe("/join/A%2FB%3FC%23D/project");
  });

  it("read a path segment back, and refuse a malformed one", () => {
    expect(codeFromSegment("%3Cb%3Ehi%3C%2Fb%3E")).toBe("<b>hi</b>");
    expect(codeFromSegment("P5-AB12")).toBe("P5-AB12");
    expect(codeFromSegment("%E0%A4%A")).toBeNull();
  });
});
