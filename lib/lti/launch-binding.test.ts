import { eq } from "drizzle-orm";
import "@/test-support/api/env";
import { resetStoreForTests, storeDb, storeTables } from "@/lib/store";
import { messages } from "@/lib/messages";
import { useMemoryStore } from "@/test-support/store/memory-store";
import type { LaunchClaims } from "./claims";
import { ltiLaunchProvider } from "./facilitator-sign-in";
import { instructorHandOver } from "./instructor-hand-over";
import { LAUNCH_BINDING_PATH } from "./launch-binding";

jest.setTimeout(60_000);
beforeAll(() => useMemoryStore());
afterAll(() => resetStoreForTests());
jest.spyOn(console, "warn").mockImplementation(() => undefined);
jest.spyOn(console, "error").mockImplementation(() => undefined);

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
const authorize = (ltiLaunchProvider() as unknown as { options: { authorize: Authorize } }).options.authorize;

async function launchAs(subject: string, framed = false) {
  const claims = {
    sub: subject,
    ...(framed ? { "https://purl.imsglobal.org/spec/lti/claim/launch_presentation": { document_target: "iframe" } } : {}),
  };
  const response = await instructorHandOver(
    await storeDb(),
    { issuer: "https://lms.example.edu", clientId: "tool-client" },
    claims as unknown as LaunchClaims,
    subject,
  );
  const setCookie = response.headers.get("set-cookie") ?? "";
  const location = response.headers.get("location") ?? (await response.text()).match(/#token=([^"&]+)/)?.[0] ?? "";
  const token = new URLSearchParams(location.split("#")[1]).get("token") ?? "";
  return { token, setCookie, cookie: setCookie.split(";")[0]! };
}

const used = async (token: string) => {
  const { createHash } = await import("node:crypto");
  const { oneTimeTokens } = storeTables;
  const [row] = await (
    await storeDb()
  )
    .select({ usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, createHash("sha256").update(token).digest("hex")));
  return row?.usedAt != null;
};

describe("a launch token is redeemed only by the browser that launched", () => {
  it("the launch answer sets a short-lived, httpOnly, Lax cookie scoped to the callback", async () => {
    const { setCookie } = await launchAs("prof-1");
    expect(setCookie).toMatch(/^lti-bind-[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=120; /);
    expect(setCookie).toContain(`Path=${LAUNCH_BINDING_PATH}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
  });

  it("the attacker's token posted from the victim's browser (no cookie, or the victim's own) is refused and stays unused", async () => {
    const attacker = await launchAs("attacker-prof");
    const victim = await launchAs("victim-prof");
    for (const cookie of ["", victim.cookie, `${attacker.cookie.split("=")[0]}=${"A".repeat(43)}`]) {
      await expect(authorize({ token: attacker.token }, { headers: { cookie } })).rejects.toThrow(messages.lti.signInFailed);
    }
    expect(await used(attacker.token)).toBe(false);
  });

  it("with its own cookie the token is taken (the launching browser)", async () => {
    const own = await launchAs("prof-2");
    await authorize({ token: own.token }, { headers: { cookie: `other=1; ${own.cookie}` } }).catch(() => undefined);
    expect(await used(own.token)).toBe(true);
  });
});
