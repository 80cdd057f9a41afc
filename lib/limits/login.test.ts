import { UNKNOWN_CLIENT } from "./client-address";
import { configureRateLimitForTests } from "./index";
import { backoffSeconds, clearLoginFailures, loginLimitSettings, openLoginGate, rememberSignUpAddress, type LoginGate } from "./login";

/**
 * Counters in memory here (the same rate-limiter-flexible code as on the store); store.test.ts shows
 * the store keeps them. rate-limiter-flexible runs outside Jest's sandbox (jest.setup.ts), where Jest's
 * fake clock does not reach, so the first wait is 1 s here and the tests wait it out.
 */
const owner = "owner@example.org";
const defaults = { ...loginLimitSettings };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(email: string, address: string, outcome: "success" | "failure" | "unknown", device?: string): Promise<LoginGate> {
  const gate = await openLoginGate(email, { address, device });
  if (gate.allowed) await gate.settle(outcome);
  return gate;
}

beforeEach(() => {
  Object.assign(loginLimitSettings, defaults, { firstDelaySeconds: 1 });
  configureRateLimitForTests({ enabled: true });
});
afterAll(() => Object.assign(loginLimitSettings, defaults));

describe("log-in back-off", () => {
  it("the first five failures from one address are free; the sixth try is let through, the seventh must wait", async () => {
    for (let i = 0; i < 6; i++) expect((await attempt(owner, "127.51.100.1", "failure")).allowed).toBe(true);
    expect(await attempt(owner, "127.51.100.1", "failure")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await pause(1_050);
    expect((await attempt(owner, "127.51.100.1", "failure")).allowed).toBe(true);
    expect(await attempt(owner, "127.51.100.1", "failure")).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it("each further failure doubles the wait (5 s first by default), up to 15 minutes", () => {
    Object.assign(loginLimitSettings, defaults);
    expect([1, 2, 3, 4, 8, 9, 20].map(backoffSeconds)).toEqual([5, 10, 20, 40, 640, 900, 900]);
  });

  it("a refused try does not count, so waiting it out lets the next one through", async () => {
    for (let i = 0; i < 6; i++) await attempt(owner, "127.51.100.1", "failure");
    for (let i = 0; i < 20; i++) expect((await attempt(owner, "127.51.100.1", "failure")).allowed).toBe(false);
    await pause(1_050);
    expect((await attempt(owner, "127.51.100.1", "failure")).allowed).toBe(true);
  });

  it("a success clears the count: five more failures are free again", async () => {
    for (let i = 0; i < 5; i++) await attempt(owner, "127.51.100.1", "failure");
    expect((await attempt(owner, "127.51.100.1", "success")).allowed).toBe(true);
    for (let i = 0; i < 6; i++) expect((await attempt(owner, "127.51.100.1", "failure")).allowed).toBe(true);
  });

  it("an upstream that could not check the password does not count", async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(owner, "127.51.100.1", "unknown")).allowed).toBe(true);
  });

  it("failures spread over many addresses are counted per account: after ten, one try per wait", async () => {
    for (let i = 0; i < 11; i++) expect((await attempt(owner, `127.203.113.${i}`, "failure")).allowed).toBe(true);
    expect(await attempt(owner, "127.203.113.99", "failure")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await attempt("someone-else@example.org", "127.203.113.99", "failure")).allowed).toBe(true);
  });

  it("parallel guesses past the free ones: only one of them reaches the password check", async () => {
    for (let i = 0; i < 5; i++) await attempt(owner, "127.51.100.1", "failure");
    const gates = await Promise.all(Array.from({ length: 10 }, () => openLoginGate(owner, { address: "127.51.100.1" })));
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(1);
  });

  it("the mailed reset clears the account's wait", async () => {
    for (let i = 0; i < 12; i++) await attempt(owner, `127.203.113.${i}`, "failure");
    expect((await attempt(owner, "127.51.100.50", "success")).allowed).toBe(false);
    await clearLoginFailures(owner, "127.51.100.60");
    expect((await attempt(owner, "127.51.100.50", "success")).allowed).toBe(true);
  });
});

describe("someone else's failures never refuse the owner", () => {
  async function lockedByStrangers() {
    Object.assign(loginLimitSettings, { firstDelaySeconds: 60 });
    for (let i = 0; i < 30; i++) await attempt(owner, `127.203.113.${i % 5}`, "failure");
    expect((await attempt(owner, "127.51.100.70", "success")).allowed).toBe(false);
  }

  it("a browser that signed in before gets in while strangers keep the account waiting", async () => {
    await lockedByStrangers();
    expect((await attempt(owner, "127.51.100.70", "success", "device-of-the-owner")).allowed).toBe(true);
    expect((await attempt(owner, "127.51.100.71", "success")).allowed).toBe(false);
  });

  it("an address the account signed in from before gets in while strangers keep the account waiting", async () => {
    expect((await attempt(owner, "127.51.100.80", "success")).allowed).toBe(true);
    await lockedByStrangers();
    expect((await attempt(owner, "127.51.100.80", "success")).allowed).toBe(true);
  });

  it("a trusted browser has its own brake: after five failures it waits too", async () => {
    Object.assign(loginLimitSettings, { firstDelaySeconds: 60 });
    for (let i = 0; i < 6; i++) expect((await attempt(owner, "127.51.100.90", "failure", "stolen-laptop")).allowed).toBe(true);
    expect(await attempt(owner, "127.51.100.91", "failure", "stolen-laptop")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("a guess from a trusted browser does not add to the account's count for strangers", async () => {
    for (let i = 0; i < 10; i++) await attempt(owner, `127.203.113.${i}`, "failure", `device-${i}`);
    expect((await attempt(owner, "127.203.113.200", "failure")).allowed).toBe(true);
  });
});

describe("failures per address", () => {
  it("has a high ceiling: the 100 failures of a lecture hall pass, the 101st try of a stranger waits", async () => {
    for (let i = 0; i < loginLimitSettings.addressFailures; i++) {
      expect((await attempt(`student${i}@example.org`, "127.51.100.200", "failure")).allowed).toBe(true);
    }
    const refused = await attempt("student-late@example.org", "127.51.100.200", "success");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it("failures on made-up accounts do not refuse the accounts known at that address", async () => {
    expect((await attempt("regular@example.org", "127.51.100.210", "success")).allowed).toBe(true);
    for (let i = 0; i < loginLimitSettings.addressFailures; i++) await attempt(`made-up-${i}@example.org`, "127.51.100.210", "failure");
    expect((await attempt("regular@example.org", "127.51.100.210", "success")).allowed).toBe(true);
    expect((await attempt("regular@example.org", "127.51.100.211", "success", "regular-laptop")).allowed).toBe(true);
  });

  it("an address whose client is unknown is never known to an account", async () => {
    Object.assign(loginLimitSettings, { firstDelaySeconds: 60 });
    expect((await attempt(owner, UNKNOWN_CLIENT, "success")).allowed).toBe(true);
    for (let i = 0; i < 30; i++) await attempt(owner, `127.203.113.${i % 5}`, "failure");
    expect((await attempt(owner, UNKNOWN_CLIENT, "success")).allowed).toBe(false);
  });

  it("successful log-ins cost nothing: 500 of them from one address all pass", async () => {
    for (let i = 0; i < 500; i++) expect((await attempt(`student${i}@example.org`, "127.51.100.201", "success")).allowed).toBe(true);
  });
});

describe("the address's ceiling counts what it checks", () => {
  it("200 failures on made-up accounts from one address, 50 at a time: exactly 100 are checked", async () => {
    let checked = 0;
    const fail = async (name: string) => {
      const gate = await openLoginGate(`${name}@example.org`, { address: "127.192.2.7" });
      if (!gate.allowed) return;
      checked++;
      await gate.settle("failure");
    };
    // 75 already spent, then 50 arrive together: only 25 of them may be checked.
    for (let i = 0; i < 75; i++) await fail(`early-${i}`);
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 50 }, (_, i) => fail(`made-up-${round}-${i}`)));
    expect(checked).toBe(loginLimitSettings.addressFailures);
  });

  it("a person who just signed up from that address is not refused on their first log-in", async () => {
    for (let i = 0; i < loginLimitSettings.addressFailures; i++) await attempt(`made-up-${i}@example.org`, "127.192.2.8", "failure");
    expect((await attempt("stranger@example.org", "127.192.2.8", "failure")).allowed).toBe(false);
    await rememberSignUpAddress("New.Student@example.org", "127.192.2.8");
    expect((await attempt("new.student@example.org", "127.192.2.8", "success")).allowed).toBe(true);
  });
});
