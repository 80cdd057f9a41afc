import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada lovelace byron", "AL"],
    ["  Grace   Hopper ", "GH"],
    ["Plato", "P"],
    ["Émile Zola", "ÉZ"],
    ["", "U"],
    ["   ", "U"],
    [null, "U"],
    [undefined, "U"],
  ])("%p → %p", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
