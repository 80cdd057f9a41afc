import { configureRateLimitForTests } from "./index";
import { codeLookupLimits, openCodeLookup } from "./code-lookups";

beforeEach(() => configureRateLimitForTests({ enabled: true }));

async function lookUp(payer: string, found: boolean, code = "EV-AAAAAA"): Promise<boolean> {
  const gate = await openCodeLookup(payer, code);
  return gate.allowed && (await gate.settle(found)).allowed;
}

describe("session-code look-ups per payer", () => {
  it("let misses through up to the budget, then refuse every look-up of the payer, found codes too", async () => {
    const answers = [];
    for (let i = 0; i <= codeLookupLimits.failures; i++) answers.push(await lookUp("127.51.100.1", false));
    expect(answers.filter(Boolean)).toHaveLength(codeLookupLimits.failures);
    expect(answers.at(-1)).toBe(false);
    expect(await openCodeLookup("127.51.100.1", "EV-AAAAAA")).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await lookUp("127.51.100.1", true)).toBe(false);
    expect(await lookUp("127.51.100.2", false)).toBe(true);
  });

  it("never count a found code as a miss, so a class of 300 behind one address is never refused", async () => {
    for (let i = 0; i < 300; i++) expect(await lookUp("127.192.2.1", true)).toBe(true);
    const gates = await Promise.all(Array.from({ length: 300 }, () => openCodeLookup("127.192.2.1", "EV-AAAAAA")));
    const settled = await Promise.all(gates.map((gate) => (gate.allowed ? gate.settle(true) : gate)));
    expect(settled.every((result) => result.allowed)).toBe(true);
    for (let i = 0; i < codeLookupLimits.failures; i++) expect(await lookUp("127.192.2.1", false)).toBe(true);
  });

  it("let found codes through up to a budget of the payer and the code, so other classes behind a campus address still look theirs up", async () => {
    codeLookupLimits.successes = 5;
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await lookUp("127.192.2.2", true, "EV-AAAAAA"));
      expect(answers).toEqual([true, true, true, true, true, false]);
      expect(await lookUp("127.192.2.2", true, "ev-aaaaaa")).toBe(false);
      expect(await lookUp("127.192.2.2", true, "FB-BBBBBB")).toBe(true);
      expect(await lookUp("127.192.2.3", true, "EV-AAAAAA")).toBe(true);
      expect(await lookUp("127.192.2.2", false)).toBe(true);
    } finally {
      codeLookupLimits.successes = 3000;
    }
  });

  it("count a payer's misses whatever code they name", async () => {
    codeLookupLimits.failures = 3;
    try {
      for (const code of ["EV-AAAAA1", "EV-AAAAA2", "EV-AAAAA3"]) expect(await lookUp("127.51.100.4", false, code)).toBe(true);
      expect(await lookUp("127.51.100.4", false, "EV-AAAAA4")).toBe(false);
      expect(await lookUp("127.51.100.4", true, "FB-BBBBBB")).toBe(false);
    } finally {
      codeLookupLimits.failures = 100;
    }
  });

  it("count nothing when the limits are off", async () => {
    configureRateLimitForTests({ enabled: false });
    for (let i = 0; i <= codeLookupLimits.failures; i++) expect(await lookUp("127.51.100.3", false)).toBe(true);
  });
});
