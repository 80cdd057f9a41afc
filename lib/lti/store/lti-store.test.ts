import { resetStoreForTests, storeDb } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { claimDeepLinkRequest, saveDeepLinkRequest } from "./deep-links";
import { facilitatorByUpstreamEmail, linkFacilitator } from "./facilitators";
import { claimLoginState, createLoginState } from "./login-states";
import { addPlatform, findPlatform, listPlatforms, removePlatform, savePlatform } from "./platforms";
import { claimInvite, isInviteSpent, releaseInvite } from "./spent-invites";
import { learnerLaunchesOf, recordLearnerLaunch } from "./courses";
import { sweepStore } from "@/lib/sweep/sweep";
import type { LaunchClaims } from "../claims";

jest.setTimeout(60_000);
beforeAll(() => useMemoryStore());
afterAll(() => resetStoreForTests());

const platform = {
  issuer: "https://moodle.example.edu",
  clientId: "abc",
  deploymentIds: ["1", "1", "2"],
  authLoginUrl: "https://moodle.example.edu/mod/lti/auth.php",
  jwksUrl: "https://moodle.example.edu/mod/lti/certs.php",
  tokenUrl: "https://moodle.example.edu/mod/lti/token.php",
};

describe("the LTI tables", () => {
  it("registers, replaces, lists and removes a platform", async () => {
    const db = await storeDb();
    await savePlatform(db, platform);
    await savePlatform(db, { ...platform, name: "Moodle" });
    expect(await listPlatforms(db)).toEqual([
      {
        ...platform,
        deploymentIds: ["1", "2"],
        name: "Moodle",
        registeredBy: "operator",
        hosts: [],
        createdAt: expect.any(Date),
        lastLaunchAt: null,
      },
    ]);
    expect(await findPlatform(db, platform.issuer, "other")).toBeNull();
    expect(await removePlatform(db, platform.issuer, "abc")).toBe(true);
    expect(await removePlatform(db, platform.issuer, "abc")).toBe(false);
  });

  it("a registration adds a platform and never replaces one: the same issuer and client id keep their keys and endpoints", async () => {
    const db = await storeDb();
    const held = { ...platform, clientId: "held", name: "Moodle" };
    expect(await addPlatform(db, { ...held, registeredBy: "dynamic" })).toMatchObject({ clientId: "held" });
    const takeover = { ...held, jwksUrl: "https://moodle.example.edu/evil-jwks", deploymentIds: ["9"], registeredBy: "dynamic" as const };
    expect(await addPlatform(db, takeover)).toBeNull();
    expect(await findPlatform(db, platform.issuer, "held")).toMatchObject({ jwksUrl: platform.jwksUrl, deploymentIds: ["1", "2"] });
    expect(await addPlatform(db, { ...takeover, clientId: "another" })).toMatchObject({ clientId: "another" });
    expect(await findPlatform(db, platform.issuer, "held")).toMatchObject({ jwksUrl: platform.jwksUrl });
    // Its operator changes it.
    await savePlatform(db, { ...held, jwksUrl: "https://moodle.example.edu/new-jwks" });
    expect(await findPlatform(db, platform.issuer, "held")).toMatchObject({ jwksUrl: "https://moodle.example.edu/new-jwks" });
    await removePlatform(db, platform.issuer, "held");
    await removePlatform(db, platform.issuer, "another");
  });

  it("refuses a platform without deployments or with a non-http endpoint", async () => {
    const db = await storeDb();
    await expect(savePlatform(db, { ...platform, deploymentIds: [] })).rejects.toThrow(/deployment/);
    await expect(savePlatform(db, { ...platform, jwksUrl: "javascript:alert(1)" })).rejects.toThrow(/JWKS/);
  });

  it("uses a login state once, and not after ten minutes", async () => {
    const db = await storeDb();
    const login = { issuer: platform.issuer, clientId: "abc", loginQuery: "iss=x" };
    const now = new Date("2026-02-01T10:00:00Z");
    const { state, nonce } = await createLoginState(db, login, now);
    expect(await claimLoginState(db, state, now)).toEqual({ ok: true, nonce, ...login });
    expect(await claimLoginState(db, state, now)).toEqual({ ok: false, problem: "used" });
    const late = await createLoginState(db, login, now);
    expect(await claimLoginState(db, late.state, new Date(now.getTime() + 601_000))).toEqual({ ok: false, problem: "expired" });
    expect(await claimLoginState(db, "A".repeat(43), now)).toEqual({ ok: false, problem: "unknown" });
  });

  it("answers a deep-linking request once", async () => {
    const db = await storeDb();
    const request = {
      issuer: platform.issuer,
      clientId: "abc",
      deploymentId: "1",
      returnUrl: "https://moodle.example.edu/return",
      data: null,
    };
    const id = await saveDeepLinkRequest(db, request);
    expect(await claimDeepLinkRequest(db, id)).toEqual(request);
    expect(await claimDeepLinkRequest(db, id)).toBeNull();
  });

  it("links an LMS identity to one upstream address, the same on every launch, and never a real one", async () => {
    const db = await storeDb();
    const registration = { issuer: platform.issuer, clientId: platform.clientId };
    const first = await linkFacilitator(db, registration, "user-7", "Ines");
    const again = await linkFacilitator(db, registration, "user-7", "Ines Renamed");
    const other = await linkFacilitator(db, { issuer: "https://canvas.example.edu", clientId: "abc" }, "user-7", "Someone else");
    expect(first.upstreamEmail).toMatch(/^lti-[0-9a-f]{32}@lti\.invalid$/);
    expect(again).toEqual({ upstreamEmail: first.upstreamEmail, name: "Ines Renamed", upstreamReady: false });
    expect(other.upstreamEmail).not.toBe(first.upstreamEmail);
    expect(await facilitatorByUpstreamEmail(db, first.upstreamEmail)).toEqual(again);
  });

  it("one issuer registered twice — sub prof-1 of the second registration is not the first one's account", async () => {
    const db = await storeDb();
    const first = await linkFacilitator(db, { issuer: "https://twice.example.edu", clientId: "first-client" }, "prof-1", "Prof One");
    const second = await linkFacilitator(db, { issuer: "https://twice.example.edu", clientId: "second-client" }, "prof-1", "Impostor");
    expect(second.upstreamEmail).not.toBe(first.upstreamEmail);
    expect((await facilitatorByUpstreamEmail(db, first.upstreamEmail))?.name).toBe("Prof One");
  });

  it("an invite is spent once: a second claim fails until a failed registration gives it back", async () => {
    const db = await storeDb();
    const invite = { id: "invite-1", name: "Example University", expiresAt: new Date(Date.now() + 86_400_000) };
    expect(await claimInvite(db, invite)).toBe(true);
    expect(await claimInvite(db, invite)).toBe(false);
    expect(await isInviteSpent(db, invite)).toBe(true);
    await releaseInvite(db, invite);
    expect(await isInviteSpent(db, invite)).toBe(false);
  });

  it("keeps a learner's latest launch per course, and the sweep deletes it after the days kept", async () => {
    const db = await storeDb();
    const registration = { issuer: "https://lms.example.edu", clientId: "c" };
    const course = { ...registration, contextId: "course-9", title: "Course 9", membershipsUrl: "https://lms.example.edu/nrps/9" };
    const launch = (name: string) =>
      ({ sub: "learner-1", name, "https://purl.imsglobal.org/spec/lti/claim/context": { id: "course-9" } }) as unknown as LaunchClaims;
    const old = new Date(Date.now() - 30 * 86_400_000);
    await recordLearnerLaunch(db, registration, launch("Ada"), old);
    await recordLearnerLaunch(db, registration, launch("Ada Lovelace"), old);
    expect(await learnerLaunchesOf(db, course)).toEqual([{ userId: "learner-1", name: "Ada Lovelace", launchedAt: old }]);
    await sweepStore(db, new Date(), 7);
    expect(await learnerLaunchesOf(db, course)).toEqual([]);
  });
});
