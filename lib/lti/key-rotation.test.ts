import { PUBLISH_AHEAD_MS, retireProblem, signingKeyOf } from "./key-rotation";

const at = (iso: string) => new Date(iso);
const first = { kid: "first", createdAt: at("2026-01-01T00:00:00Z") };
const rotated = { kid: "rotated", createdAt: at("2026-06-01T12:00:00Z") };

describe("the tool's key rotation", () => {
  it("signs with the only key of a fresh install at once", () => {
    expect(signingKeyOf([first], first.createdAt)?.kid).toBe("first");
  });

  it("publishes a new key an hour before it signs", () => {
    const justAdded = new Date(rotated.createdAt.getTime() + 1000);
    expect(signingKeyOf([first, rotated], justAdded)?.kid).toBe("first");
    const anHourLater = new Date(rotated.createdAt.getTime() + PUBLISH_AHEAD_MS);
    expect(signingKeyOf([rotated, first], anHourLater)?.kid).toBe("rotated");
  });

  it("retires an old key only once the new one signs, and never the signing key", () => {
    const justAdded = new Date(rotated.createdAt.getTime() + 1000);
    expect(retireProblem([first, rotated], "first", justAdded)).toMatch(/signs now/);
    const later = new Date(rotated.createdAt.getTime() + PUBLISH_AHEAD_MS);
    expect(retireProblem([first, rotated], "first", later)).toBeNull();
    expect(retireProblem([first, rotated], "rotated", later)).toMatch(/signs now/);
    expect(retireProblem([first], "nope", later)).toMatch(/no key/);
  });
});
