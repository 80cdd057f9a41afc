import { LOBBY_NAME_INPUT_MAX, LOBBY_NAME_MAX } from "./limits";
import { graphemeCount, lobbyNameKey, normaliseLobbyName, readLobbyName } from "./lobby-name";

const nameOf = (raw: string) => {
  const reading = readLobbyName(raw);
  return reading.ok ? reading.name : reading.problem;
};

describe("a lobby name as the professor's list shows it", () => {
  it("keeps real names as typed, accents, scripts and punctuation included", () => {
    for (const name of [
      "Ana Lima",
      "José Núñez",
      "Nguyễn Thị Minh Khai",
      "李小龙",
      "O'Brien",
      "Anne-Marie",
      "Zoë 🙂",
      "محمد",
      "Ана",
      "Jr. 2",
    ])
      expect(nameOf(name)).toBe(name);
  });

  it("takes the width, ligature and composed forms apart the way NFKC does", () => {
    expect(nameOf("Ａｎａ")).toBe("Ana");
    expect(nameOf("ﬁona")).toBe("fiona");
    expect(nameOf("Jose\u0301")).toBe("José");
  });

  it("drops bidi overrides and isolates, zero-width and default-ignorable characters", () => {
    expect(nameOf("\u202Etxt.exe")).toBe("txt.exe");
    expect(nameOf("Ana\u200B")).toBe("Ana");
    expect(nameOf("\u2066A\u2069n\u200Da\u200C\uFEFF\u2060\u00AD\u034F\uFE0F\u{E0041}")).toBe("Ana");
  });

  it("reads controls, separators and blank-looking letters as one space", () => {
    expect(nameOf("a\nb\tc")).toBe("a b c");
    expect(nameOf("Ana\u3164Lima")).toBe("Ana Lima");
    expect(nameOf("  Ana \u2800\u00A0\u3000 Lima \u2028")).toBe("Ana Lima");
  });

  it("refuses a name with no letter or digit left, blank fillers included", () => {
    for (const raw of ["🙂🙂", "\u3164", "\u2800", "\u115F\u1160", "\uFFA0", "\u200B\u200B", " \n\t ", "", "...", "\u202E"])
      expect([raw, nameOf(raw)]).toEqual([raw, "empty"]);
  });

  it("refuses a name that calls its bearer staff, past case, lookalike letters and accents", () => {
    for (const raw of [
      "Prof. Smith (your instructor)",
      "ADMIN",
      "[Teacher] Ana",
      "Pr0fessor X",
      "Рrofessor X",
      "Pröfessor X",
      "the moderators",
      "Ｓｔａｆｆ",
      "Lecturer: Lee",
      "Faculty",
    ])
      expect([raw, nameOf(raw)]).toEqual([raw, "staff"]);
    for (const raw of ["Stafford Lee", "Badminton Club", "Proffitt", "Dean Thomas", "Teach Ana"]) expect(nameOf(raw)).toBe(raw);
  });

  it("counts its length in graphemes once normalised, and bounds what it reads in code units first", () => {
    const thumbs = `A${"👍🏽".repeat(LOBBY_NAME_MAX - 1)}`;
    expect([thumbs.length, graphemeCount(thumbs)]).toEqual([1 + 4 * (LOBBY_NAME_MAX - 1), LOBBY_NAME_MAX]);
    expect(nameOf(thumbs)).toBe(thumbs);
    expect(nameOf(`${thumbs}👍🏽`)).toBe("tooLong");
    expect(nameOf("a".repeat(LOBBY_NAME_MAX))).toBe("a".repeat(LOBBY_NAME_MAX));
    expect(nameOf("a".repeat(LOBBY_NAME_MAX + 1))).toBe("tooLong");
    // U+FDFD, one wide symbol: 61 are too long, 60 are no name (no letter).
    expect(nameOf("\uFDFD".repeat(LOBBY_NAME_MAX + 1))).toBe("tooLong");
    expect(nameOf("\uFDFD".repeat(LOBBY_NAME_MAX))).toBe("empty");
    expect(nameOf("a".repeat(LOBBY_NAME_INPUT_MAX + 1))).toBe("tooLong");
    expect(nameOf(`Ana${"\u200B".repeat(LOBBY_NAME_INPUT_MAX - 3)}`)).toBe("Ana");
  });

  it("keeps four marks on a letter and drops the ones stacked past them", () => {
    const zalgo = normaliseLobbyName(`Z${"\u0336\u0337\u0338\u0339\u033A".repeat(20)}oe`);
    expect([zalgo.replace(/\p{M}/gu, ""), zalgo.match(/\p{M}/gu)?.length]).toEqual(["Zoe", 4]);
  });

  it("is the same read twice: a normalised name reads as itself", () => {
    for (const raw of ["\u202Etxt.exe", "Ａｎａ\u200B Lima", `A${"👍🏽".repeat(LOBBY_NAME_MAX - 1)}`, "Jose\u0301"]) {
      const once = readLobbyName(raw);
      expect(once.ok && readLobbyName(once.name)).toEqual(once);
    }
  });
});

describe("two names that read alike", () => {
  it("share a key whatever their case, width, invisible characters or lookalike letters", () => {
    const key = lobbyNameKey("Ana");
    for (const alike of ["ana", "ANA", "Ana\u200B", "Ａｎａ", "\u202DAna", "Аna", " ana "])
      expect([alike, lobbyNameKey(alike)]).toEqual([alike, key]);
  });

  it("differ when a letter or accent differs", () => {
    expect(lobbyNameKey("Ana")).not.toBe(lobbyNameKey("Anna"));
    expect(lobbyNameKey("José")).not.toBe(lobbyNameKey("Jose"));
  });
});
