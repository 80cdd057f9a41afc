import "@/test-support/api/env";
import { setUpstreamForTests } from "@/lib/upstream";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import { facilitatorSession } from "./upstream-account";

jest.setTimeout(120_000);

const fresh = freshEmbedded();
beforeAll(() => setUpstreamForTests(fresh.upstream));
afterAll(async () => {
  setUpstreamForTests(null);
  await fresh.cleanup();
});

const email = "lti-0123456789abcdef0123456789abcdef@lti.invalid";
const link = { upstreamEmail: email, name: "Ines Instructor", upstreamReady: false };
const ready = { ...link, upstreamReady: true };

describe("the upstream account of an LTI facilitator", () => {
  it("is made as a facilitator on the first launch and signed in to on the next", async () => {
    const first = await facilitatorSession(link);
    expect(first.user).toMatchObject({ email: link.upstreamEmail, name: "Ines Instructor", type: "instructor" });
    const next = await facilitatorSession(ready);
    expect(next.user.uid).toBe(first.user.uid);
    // A link whose readiness was not recorded (the sign-in failed after register) still finds the account.
    expect((await facilitatorSession(link)).user.uid).toBe(first.user.uid);
  });

  it("is taken back when its password no longer matches (the site's secret changed)", async () => {
    const before = await facilitatorSession(ready);
    await fresh.upstream.resetPassword({ email, new_password: "set-by-someone-else" }, "professor");
    const after = await facilitatorSession(ready);
    expect(after.user.uid).toBe(before.user.uid);
    await expect(fresh.upstream.loginProfessor({ email, password: "set-by-someone-else" })).rejects.toMatchObject({ status: 401 });
  });
});
