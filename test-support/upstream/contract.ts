import { randomUUID } from "node:crypto";
import { messages } from "@/lib/messages";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { tokenExpiry } from "@/lib/upstream/token";
import type { Upstream, WriteOptions } from "@/upstream-contract/types";
import { trialOffer } from "@/content/trial";
import { failure } from "@/test-support/upstream/failure";

/**
 * The one contract every Upstream must keep, run against the embedded adapter in-process,
 * the http adapter over the embedded upstream's HTTP server, and the embedded adapter on PostgreSQL.
 */
export interface ContractSubject {
  upstream: Upstream;
  /** Moves the upstream's clock forward (token expiry). */
  advanceClock(ms: number): void;
  /** Token lifetime the subject was built with, in seconds. */
  tokenTtlSeconds: number;
}

const up = messages.upstream;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;
const password = "secret-123";

export function runUpstreamContract(name: string, setup: () => Promise<ContractSubject>, teardown: () => Promise<void>) {
  describe(`Upstream contract: ${name}`, () => {
    let subject: ContractSubject;
    let u: Upstream;

    beforeAll(async () => {
      subject = await setup();
      u = subject.upstream;
    }, 60_000);
    afterAll(() => teardown(), 30_000);

    it("lists the simulations seeded from content (gameId, name)", async () => {
      const list = await u.listSimulations();
      expect(list).toHaveLength(10);
      expect(list).toContainEqual({ gameId: "ev-gambit", name: "The EV Gambit" });
      for (const item of list) expect(Object.keys(item).sort()).toEqual(["gameId", "name"]);
    });

    it("creates trial sessions with unique codes carrying the game's join prefix", async () => {
      const email = uniqueEmail("trial");
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => u.createTrialSession({ name: "Tess", email, current_trial_game_id: "ev-gambit" })),
      );
      const codes = answers.map((a) => a.value.session.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^P5-[A-Z0-9]{6}$/);
      expect(answers[0]!.value.trial_user).toEqual({ name: "Tess", email });

      const anonymous = (await u.createTrialSession({ name: null, email, current_trial_game_id: "theory-of-constraint" })).value;
      expect(anonymous.trial_user.name).toBeNull();
      expect(anonymous.session.code).toMatch(/^TOC-/);

      const unknown = await failure(u.createTrialSession({ name: null, email, current_trial_game_id: "no-such-game" }));
      expect(unknown).toMatchObject({ status: 404, message: up.simulationNotFound });
    });

    it("registers, logs in, reads and updates the current user", async () => {
      const email = uniqueEmail("reg");
      const registered = (await u.register({ name: "Reg Istered", email, password, display_type: "Student" })).value;
      expect(registered.user).toMatchObject({ email, name: "Reg Istered", type: "student", picture: null });
      expect(typeof registered.user.uid).toBe("string");
      expect(tokenExpiry(registered.access_token)).toEqual(expect.any(Number));

      const login = await u.loginStudent({ email: email.toUpperCase(), password });
      expect(login.user.uid).toBe(registered.user.uid);

      const me = await u.getCurrentUser(login.access_token);
      expect(me).toEqual(registered.user);

      const updated = await u.updateProfile(login.access_token, { name: "New Name" });
      expect(updated).toMatchObject({ uid: registered.user.uid, name: "New Name" });
      expect((await u.getCurrentUser(registered.access_token)).name).toBe("New Name");
    });

    it("changes an account's kind until a trial depends on it, then refuses in words", async () => {
      const email = uniqueEmail("kind");
      const registered = (await u.register({ name: "Kim Kind", email, password, display_type: "Student" })).value;
      const teacher = await u.updateProfile(registered.access_token, { display_type: "Facilitator" });
      expect(teacher).toMatchObject({ uid: registered.user.uid, type: "instructor" });
      expect((await u.loginProfessor({ email, password })).user.type).toBe("instructor");
      expect((await failure(u.loginStudent({ email, password }))).status).toBe(401);

      await u.createTrialSession({ name: "Kim Kind", email, current_trial_game_id: "ev-gambit" });
      const refused = await failure(u.updateProfile(registered.access_token, { display_type: "Student" }));
      expect(refused).toMatchObject({ status: 409, message: up.kindFixed });
      expect((await u.getCurrentUser(registered.access_token)).type).toBe("instructor");
      // Asking for the kind held is no change, so nothing refuses it.
      expect(await u.updateProfile(registered.access_token, { name: "Kim K", display_type: "Facilitator" })).toMatchObject({
        name: "Kim K",
      });
    });

    it("keeps e-mails unique regardless of case (409)", async () => {
      const email = uniqueEmail("dup");
      await u.register({ name: "First", email, password, display_type: "Student" });
      const again = await failure(u.register({ name: "Second", email: email.toUpperCase(), password, display_type: "Facilitator" }));
      expect(again).toMatchObject({ status: 409, message: up.emailTaken });
      const spaced = await failure(
        u.register({ name: "Third", email: ` ${email.replace("dup", "DUP")}`, password, display_type: "Student" }),
      );
      expect(spaced.status).toBe(409);
    });

    it("refuses a wrong password or an unknown e-mail with the same 401", async () => {
      const wrong = await failure(u.loginStudent({ email: seedAccounts.student.email, password: "not-the-password" }));
      expect(wrong).toMatchObject({ status: 401, message: up.invalidCredentials });
      const unknown = await failure(u.loginStudent({ email: uniqueEmail("nobody"), password }));
      expect(unknown).toMatchObject({ status: 401, message: up.invalidCredentials });
    });

    it("keeps student and professor logins apart, each failing like a wrong password", async () => {
      const professor = await u.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
      expect(professor.user).toMatchObject({ email: seedAccounts.facilitator.email, type: "instructor", name: "Demo Facilitator" });
      const student = await u.loginStudent({ email: seedAccounts.student.email, password: seedPassword });
      expect(student.user).toMatchObject({ type: "student", name: "Demo Student" });

      expect(await failure(u.loginStudent({ email: seedAccounts.facilitator.email, password: seedPassword }))).toMatchObject({
        status: 401,
        message: up.invalidCredentials,
      });
      expect(await failure(u.loginProfessor({ email: seedAccounts.student.email, password: seedPassword }))).toMatchObject({
        status: 401,
        message: up.invalidCredentials,
      });

      const email = uniqueEmail("fac");
      const facilitator = (await u.register({ name: "Fay Cilitator", email, password, display_type: "Facilitator" })).value;
      expect(facilitator.user.type).toBe("instructor");
      expect((await u.loginProfessor({ email, password })).user.uid).toBe(facilitator.user.uid);
    });

    it("resets passwords of the right kind of account (user → student, professor → instructor)", async () => {
      const email = uniqueEmail("reset");
      const before = (await u.register({ name: "Reset Me", email, password, display_type: "Student" })).value;
      expect((await u.resetPassword({ email, new_password: "brand-new-1" }, "user")).value).toEqual({
        success: true,
        detail: up.resetSuccess,
      });
      expect((await u.loginStudent({ email, password: "brand-new-1" })).user.uid).toBe(before.user.uid);
      expect((await failure(u.loginStudent({ email, password }))).status).toBe(401);
      // A reset ends the sessions made with the old password.
      expect((await failure(u.getCurrentUser(before.access_token))).status).toBe(401);

      expect(await failure(u.resetPassword({ email, new_password: "brand-new-2" }, "professor"))).toMatchObject({
        status: 404,
        message: up.noAccount,
      });
      expect((await failure(u.resetPassword({ email: uniqueEmail("ghost"), new_password: "whatever" }, "user"))).status).toBe(404);

      const profEmail = uniqueEmail("profreset");
      await u.register({ name: "Prof", email: profEmail, password, display_type: "Facilitator" });
      expect((await u.resetPassword({ email: profEmail, new_password: "prof-new-1" }, "professor")).value.success).toBe(true);
      expect((await u.loginProfessor({ email: profEmail, password: "prof-new-1" })).user.type).toBe("instructor");
    });

    it("signs in with Google: creates a student once, then finds it; never a facilitator", async () => {
      const email = uniqueEmail("google");
      const input = {
        id_token: "id-token",
        uid: "google-sub-1",
        email,
        name: "Goo Gle",
        picture: "https://example.org/p.png",
        type: "student" as const,
      };
      const first = await u.googleSignIn({ ...input, email_verified: true, display_type: "Student" });
      expect(first.user).toMatchObject({
        email,
        name: "Goo Gle",
        type: "student",
        picture: "https://example.org/p.png",
        email_verified: true,
      });
      const second = await u.googleSignIn({ ...input, email: email.toUpperCase() });
      expect(second.user.uid).toBe(first.user.uid);
      expect((await u.getCurrentUser(second.access_token)).uid).toBe(first.user.uid);

      const facilitator = await failure(u.googleSignIn({ ...input, email: seedAccounts.facilitator.email }));
      expect(facilitator).toMatchObject({ status: 403, message: up.googleNotAllowed });
    });

    it("joins an account that has a password only when the site says its owner proved the address", async () => {
      const email = uniqueEmail("pre-registered");
      const registered = (await u.register({ name: "Someone Else", email, password: "their-password-1", display_type: "Student" })).value;
      const input = { id_token: "id-token", uid: "google-sub-2", email, name: "Real Owner", picture: null, type: "student" as const };
      expect(await failure(u.googleSignIn(input))).toMatchObject({ status: 409, message: up.googlePasswordAccount });
      expect(await failure(u.googleSignIn({ ...input, join_password_account: false }))).toMatchObject({ status: 409 });
      const joined = await u.googleSignIn({ ...input, join_password_account: true });
      expect({ uid: joined.user.uid, joined: joined.joined_password_account }).toEqual({ uid: registered.user.uid, joined: true });

      const googleOnly = { ...input, email: uniqueEmail("google-only"), uid: "google-sub-3" };
      expect((await u.googleSignIn(googleOnly)).joined_password_account).toBe(false);
      expect((await u.googleSignIn(googleOnly)).joined_password_account).toBe(false);
    });

    it("answers a professor's simulation access records and sets the current game", async () => {
      const { access_token, user } = await u.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
      const records = await u.getSimulationsAccess(access_token, user.uid);
      expect(records.length).toBeGreaterThanOrEqual(6);
      for (const record of records) {
        expect(record).toEqual({
          id: expect.any(String),
          game_id: expect.any(String),
          simulation_name: expect.any(String),
          expiry_date: record.expiry_date === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      }
      expect(records.some((r) => r.expiry_date === null)).toBe(true);
      expect(records.some((r) => r.game_id === "order-ops")).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect(records.some((r) => r.expiry_date !== null && r.expiry_date! < today)).toBe(true);
      expect(records.filter((r) => r.expiry_date !== null && r.expiry_date! > today).length).toBeGreaterThanOrEqual(3);

      await expect(u.setCurrentGame(access_token, user.uid, "ev-gambit")).resolves.toBeUndefined();
      expect((await failure(u.setCurrentGame(access_token, user.uid, "no-such-game"))).status).toBe(404);

      const student = await u.loginStudent({ email: seedAccounts.student.email, password: seedPassword });
      expect(await u.getSimulationsAccess(student.access_token, student.user.uid)).toEqual([]);
      expect((await failure(u.getSimulationsAccess(student.access_token, user.uid))).status).toBe(403);
      expect((await failure(u.setCurrentGame(student.access_token, user.uid, "ev-gambit"))).status).toBe(403);
      expect((await failure(u.getSimulationsAccess("not-a-token", user.uid))).status).toBe(401);
    });

    it("answers a facilitator's free trial as a trial record of its game until the trial's last day; a student's as none", async () => {
      const email = uniqueEmail("trial-holder");
      const professor = (await u.register({ name: "Tia", email, password, display_type: "Facilitator" })).value;
      expect(await u.getSimulationsAccess(professor.access_token, professor.user.uid)).toEqual([]);
      await u.createTrialSession({ name: "Tia", email: email.toUpperCase(), current_trial_game_id: "to-pay" });
      await u.createTrialSession({ name: "Tia", email, current_trial_game_id: "to-pay" });
      const records = await u.getSimulationsAccess(professor.access_token, professor.user.uid);
      const lastDay = new Date(Date.now() + (trialOffer.lengthDays - 1) * 86_400_000).toISOString().slice(0, 10);
      expect(records).toEqual([
        { id: expect.any(String), game_id: "to-pay", simulation_name: "To Pay or Not to Pay", expiry_date: lastDay, access: "trial" },
      ]);

      const studentEmail = uniqueEmail("trial-student");
      const student = (await u.register({ name: "Sam", email: studentEmail, password, display_type: "Student" })).value;
      await u.createTrialSession({ name: "Sam", email: studentEmail, current_trial_game_id: "to-pay" });
      expect(await u.getSimulationsAccess(student.access_token, student.user.uid)).toEqual([]);
    });

    it("accepts contact and demo messages", async () => {
      await expect(u.submitContact({ name: "Ann", email: "ann@example.org", message: "A demo, please", kind: "demo" })).resolves.toEqual({
        value: undefined,
        replayed: false,
      });
      await expect(
        u.submitContact({ name: "Bo", email: "bo@example.org", message: "Let us work together", kind: "collaboration" }),
      ).resolves.toEqual({ value: undefined, replayed: false });
    });

    it("stores a keyed trial request once and answers its first answer again, even to concurrent retries", async () => {
      const email = uniqueEmail("keyed-trial");
      const idempotencyKey = `trial-${randomUUID()}`;
      const write: WriteOptions = { idempotencyKey };
      const input = { name: "Kay", email, current_trial_game_id: "ev-gambit" };
      const firstWritten = await u.createTrialSession(input, write);
      expect(firstWritten.replayed).toBe(false);
      const first = firstWritten.value;
      const retries = await Promise.all(Array.from({ length: 4 }, () => u.createTrialSession(input, { idempotencyKey })));
      // Each retry gets the first answer and is told so (the site then repeats none of its own work).
      for (const retry of retries) expect(retry).toEqual({ value: first, replayed: true });
      const other = (await u.createTrialSession(input, { idempotencyKey: `trial-${randomUUID()}` })).value;
      expect(other.session.code).not.toBe(first.session.code);
    });

    it("signs up once per key: a retry answers the same account with a fresh token; the same key on another call is 422", async () => {
      const email = uniqueEmail("keyed-signup");
      const write = { idempotencyKey: `register-${randomUUID()}` };
      const input = { name: "Kim", email, password, display_type: "Student" as const };
      const [{ value: first }, { value: concurrent }] = await Promise.all([u.register(input, write), u.register(input, write)]);
      const retry = (await u.register(input, write)).value;
      expect(concurrent.user).toEqual(first.user);
      expect(retry.user).toEqual(first.user);
      await expect(u.getCurrentUser(retry.access_token)).resolves.toMatchObject({ uid: first.user.uid });
      expect((await failure(u.register(input))).status).toBe(409);
      const misused = await failure(u.submitContact({ name: "Kim", email, message: "Hi", kind: "demo" }, write));
      expect(misused.status).toBe(422);
    });

    it("answers a keyed password reset's first answer again, and a keyed contact message once", async () => {
      const email = uniqueEmail("keyed-reset");
      await u.register({ name: "Rae", email, password, display_type: "Student" });
      const write = { idempotencyKey: `reset-${randomUUID()}` };
      const input = { email, new_password: "another-secret-1" };
      const answers = await Promise.all([u.resetPassword(input, "user", write), u.resetPassword(input, "user", write)]);
      expect(answers[1].value).toEqual(answers[0].value);
      // One of the two ran; the other was told it got the first's answer.
      expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
      await expect(u.loginStudent({ email, password: "another-secret-1" })).resolves.toMatchObject({ user: { email } });
      const contact = { name: "Ann", email, message: "Keyed demo", kind: "demo" as const };
      const key = { idempotencyKey: `contact-${randomUUID()}` };
      const sent = await Promise.all([u.submitContact(contact, key), u.submitContact(contact, key)]);
      expect(sent.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    });

    it("refuses text carrying U+0000 as a bad request (400), never a database failure", async () => {
      const invalid = { status: 400, message: up.invalidRequest };
      const email = uniqueEmail("nul");
      expect(await failure(u.register({ name: "Nul\u0000Name", email, password, display_type: "Student" }))).toMatchObject(invalid);
      expect(await failure(u.loginStudent({ email: `${email}\u0000`, password }))).toMatchObject(invalid);
      expect(await failure(u.createTrialSession({ name: "\u0000", email, current_trial_game_id: "ev-gambit" }))).toMatchObject(invalid);
      expect(await failure(u.submitContact({ name: "N", email, message: "a\u0000b", kind: "demo" }))).toMatchObject(invalid);
      expect(await failure(u.resetPassword({ email: `\u0000${email}`, new_password: "whatever" }, "user"))).toMatchObject(invalid);
      const { access_token, user } = await u.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
      expect(await failure(u.setCurrentGame(access_token, user.uid, "ev-gambit\u0000"))).toMatchObject(invalid);
      expect(await failure(u.updateProfile(access_token, { name: "A\u0000" }))).toMatchObject(invalid);
      // Nothing was stored on the way.
      expect((await failure(u.loginStudent({ email, password }))).status).toBe(401);
    });

    it("refuses tokens after sign-out, and after they expire", async () => {
      const email = uniqueEmail("token");
      const { access_token } = (await u.register({ name: "Tok En", email, password, display_type: "Student" })).value;
      const other = await u.loginStudent({ email, password });
      await u.signOut(access_token);
      expect(await failure(u.getCurrentUser(access_token))).toMatchObject({ status: 401, message: up.invalidToken });
      await expect(u.signOut(access_token)).resolves.toBeUndefined();
      await expect(u.signOut("garbage")).resolves.toBeUndefined();

      // The other session lives until its own expiry.
      expect((await u.getCurrentUser(other.access_token)).email).toBe(email);
      const exp = tokenExpiry(other.access_token)!;
      const iat = JSON.parse(Buffer.from(other.access_token.split(".")[1]!, "base64url").toString()).iat as number;
      expect(exp - iat).toBe(subject.tokenTtlSeconds);
      subject.advanceClock((subject.tokenTtlSeconds + 1) * 1000);
      expect((await failure(u.getCurrentUser(other.access_token))).status).toBe(401);
      // A new login after the jump works again.
      const fresh = await u.loginStudent({ email, password });
      expect((await u.getCurrentUser(fresh.access_token)).email).toBe(email);
    });
  });
}
