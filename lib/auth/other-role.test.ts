import { configureRateLimitForTests } from "@/lib/limits";
import { loginLimitSettings, openLoginGate } from "@/lib/limits/login";
import { UpstreamError } from "@/upstream-contract/errors";
import type { AuthSession } from "@/upstream-contract/types";
import { gatedOtherRole } from "./other-role";

const defaults = { ...loginLimitSettings };
beforeEach(() => {
  Object.assign(loginLimitSettings, defaults, { firstDelaySeconds: 60 });
  configureRateLimitForTests({ enabled: true });
});
afterAll(() => Object.assign(loginLimitSettings, defaults));

describe("the other-role probe goes through the gate", () => {
  const email = "facilitator@example.org";
  const client = { address: "127.51.100.9" };
  const passwords: string[] = [];
  const refuse = async ({ password }: { password: string }): Promise<AuthSession> => {
    passwords.push(password);
    throw new UpstreamError(401, "no");
  };
  const upstream = { loginStudent: refuse, loginProfessor: refuse, signOut: async () => undefined };

  it("costs a person on the wrong toggle none of their free tries, and never runs while the account waits", async () => {
    passwords.length = 0;
    let tries = 0;
    for (let i = 0; i < 10; i++) {
      const gate = await openLoginGate(email, client);
      if (!gate.allowed) break;
      tries += 1;
      await gate.settle("failure");
      await gatedOtherRole(() => openLoginGate(email, client, { freeOnly: true }), upstream, "student", { email, password: `guess-${i}` });
    }
    // Five free failures with their probes, a sixth try on its turn without one; then the account waits.
    expect(tries).toBe(6);
    expect(passwords).toEqual(["guess-0", "guess-1", "guess-2", "guess-3", "guess-4"]);
    expect(
      await gatedOtherRole(() => openLoginGate(email, client, { freeOnly: true }), upstream, "student", { email, password: "guess-late" }),
    ).toBeNull();
    expect(passwords).not.toContain("guess-late");
  });
});
