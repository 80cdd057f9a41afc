import { toIsoDuration } from "./course-json-ld";

describe("toIsoDuration", () => {
  it.each([
    ["45 min", "PT45M"],
    ["45 minutes", "PT45M"],
    ["About 20 minutes", "PT20M"],
    ["About 1 hour", "PT1H"],
    ["1 to 1.5 hours", "PT1H30M"],
    ["About 1.5 h", "PT1H30M"],
  ])("%s → %s", (length, expected) => {
    expect(toIsoDuration(length)).toBe(expected);
  });

  it("leaves an unreadable length out", () => {
    expect(toIsoDuration("one class period")).toBeUndefined();
  });
});
