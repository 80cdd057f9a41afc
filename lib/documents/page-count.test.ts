import { pdfPageCount } from "./page-count";

jest.mock("server-only", () => ({}));

describe("a teaching document's page count", () => {
  it("is read from the PDF in the private folder", () => {
    expect(pdfPageCount("ev-gambit-game-guide.pdf")).toBe(1);
  });

  it("is unknown for a missing file or a name that leaves the folder", () => {
    expect(pdfPageCount("no-such-guide.pdf")).toBeNull();
    expect(pdfPageCount("../package.json")).toBeNull();
  });
});
