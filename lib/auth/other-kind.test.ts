import { configureRateLimitForTests } from "@/lib/api/rate-limit";
import { loginLimitSettings, openLoginGate } from "@/lib/api/login-limit";
import { UpstreamError } from "@/lib/upstream/errors";
import type { AuthSession } from "@/lib/upstream/types";
import { countedOtherKind } from "./other-kind";

const defaults = { ...loginLimitSettings };
beforeEach(() => {
  Object.assign(loginLimitSettings, defaults, { firstDelaySeconds: 60 });
  configureRateLimitForTests({ enabled: true });
});
afterAll(() => Object.assign(loginLimitSettings, defaults));

describe("issue 39, row 8: the other-kind probe is an attempt", () => {
  it("each probe takes a point of the same counters, and none runs while the account waits", async () => {
    const passwords: string[] = [];
    const refuse = async ({ password }: { password: string }): Promise<AuthSession> => {
      passwords.push(password);
      throw new UpstreamError(401, "no");
    };
    const upstream = { loginStudent: refuse, loginProfessor: refuse, signOut: async () => undefined };
    const client = { address: "198.51.100.9" };
    const probes = [];
    for (let i = 0; i < 5; i++) {
      const gate = await openLoginGate("facilitator@example.org", client);
      if (!gate.allowed) break;
      await gate.settle("failure");
      probes.push(await countedOtherKind(() => openLoginGate("facilitator@example.org", client), upstream, "student", { email: "facilitator@example.org", password: `guess-${i}` }));
    }
    // Five free failures, the sixth try let through: three log-ins and three probes, then the fourth log-in waits.
    expect(passwords).toEqual(["guess-0", "guess-1", "guess-2"]);
    expect(probes).toEqual([null, null, null]);
    expect((await openLoginGate("facilitator@example.org", client)).allowed).toBe(false);
  });
});
