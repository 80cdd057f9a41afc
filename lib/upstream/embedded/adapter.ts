import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getGameById } from "@/content";
import { messages } from "@/lib/messages";
import { emailPattern } from "@/lib/validations/email";
import { UpstreamError } from "../errors";
import type { AuthSession, Upstream, UpstreamUser, UserType } from "../types";
import { openDatabase, type DatabaseOptions, type Db } from "./database";
import { hashPassword, verifyPassword } from "./password";
import { contactMessages, settings, simulationAccess, simulations, tokens, trialSessions, users } from "./schema";
import { seed } from "./seed";
import { newTokenSecret, signToken, verifyToken } from "./tokens";

export interface EmbeddedUpstreamOptions extends DatabaseOptions {
  /** Lifetime of issued access tokens; default 5 days. */
  tokenTtlSeconds?: number;
  /** Seed the demo accounts and the simulation list (default true). */
  seed?: boolean;
  /** The clock, in milliseconds; tests move it to expire tokens. */
  now?: () => number;
}

export interface EmbeddedUpstream extends Upstream {
  /** Resolves once the database is open, migrated and seeded; concurrent callers share one opening. */
  ready(): Promise<Db>;
  close(): Promise<void>;
}

type UserRow = typeof users.$inferSelect;

const up = messages.upstream;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function toUser(row: UserRow): UpstreamUser {
  return {
    uid: row.uid,
    email: row.email,
    name: row.name,
    picture: row.picture,
    email_verified: row.emailVerified,
    type: row.type as UserType,
  };
}

function requireEmail(email: string): string {
  const value = email.trim();
  if (!emailPattern.test(value) || value.length > 320) throw new UpstreamError(400, messages.signup.emailInvalid);
  return value;
}

function requirePassword(password: string, message: string = messages.signup.passwordShort): string {
  if (password.length < 6) throw new UpstreamError(400, message);
  return password;
}

function requireName(name: string): string {
  const value = name.trim();
  if (!value) throw new UpstreamError(400, messages.signup.nameRequired);
  return value.slice(0, 200);
}

/** SPEC §9 join prefixes: codes start with the game's own prefix so the join box routes them; FB- otherwise. */
function trialCode(gameId: string): string {
  const prefix = getGameById(gameId)?.join.prefix ?? "FB-";
  const head = prefix.endsWith("-") ? prefix : `${prefix}-`;
  let tail = "";
  for (let i = 0; i < 6; i++) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return head + tail;
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 3 || value === null || typeof value !== "object") return false;
  return Object.values(value).some((item) => hasNul(item, depth + 1));
}

/** The methods whose first argument is the bearer token (judged by the token check, not here). */
const tokenFirst = new Set<string>(["getCurrentUser", "updateProfile", "getSimulationsAccess", "setCurrentGame", "signOut"]);

/**
 * PostgreSQL text cannot hold U+0000 (the query fails): input carrying one is refused as a bad
 * request (400 "Invalid request") before it reaches the database, instead of failing as a 500.
 */
function refusingNul(upstream: EmbeddedUpstream): EmbeddedUpstream {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(upstream) as Array<[string, (...args: unknown[]) => Promise<unknown>]>) {
    guarded[name] = (...args: unknown[]) =>
      (tokenFirst.has(name) ? args.slice(1) : args).some((arg) => hasNul(arg))
        ? Promise.reject(new UpstreamError(400, up.invalidRequest))
        : method(...args);
  }
  return guarded as unknown as EmbeddedUpstream;
}

/** The Upstream interface served in-process from PGlite (or PostgreSQL when databaseUrl is set). */
export function createEmbeddedUpstream(options: EmbeddedUpstreamOptions = {}): EmbeddedUpstream {
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlSeconds ?? 432_000;
  let opening: Promise<{ db: Db; secret: string; close(): Promise<void> }> | null = null;

  async function open() {
    const database = await openDatabase(options);
    try {
      await database.db.insert(settings).values({ key: "token_secret", value: newTokenSecret() }).onConflictDoNothing();
      const [row] = await database.db.select().from(settings).where(eq(settings.key, "token_secret"));
      if (!row) throw new Error("Embedded upstream: no token secret");
      if (options.seed !== false) await seed(database.db, now());
      return { db: database.db, secret: row.value, close: database.close };
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }

  function state() {
    opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
    return row;
  }

  async function issue(user: UserRow): Promise<AuthSession> {
    const { db, secret } = await state();
    const { token, claims } = signToken(user.uid, now(), ttl, secret);
    await db.insert(tokens).values({
      jti: claims.jti,
      userUid: user.uid,
      issuedAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
    });
    return { access_token: token, user: toUser(user) };
  }

  async function authenticate(token: string): Promise<UserRow> {
    const { db, secret } = await state();
    const claims = verifyToken(token, now(), secret);
    if (!claims) throw new UpstreamError(401, up.invalidToken);
    const [row] = await db
      .select({ user: users, expiresAt: tokens.expiresAt, revokedAt: tokens.revokedAt })
      .from(tokens)
      .innerJoin(users, eq(users.uid, tokens.userUid))
      .where(eq(tokens.jti, claims.jti));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now()) throw new UpstreamError(401, up.invalidToken);
    return row.user;
  }

  async function createUser(values: {
    email: string;
    name: string;
    type: UserType;
    password?: string;
    picture?: string | null;
    emailVerified?: boolean;
  }): Promise<UserRow> {
    const { db } = await state();
    const passwordHash = values.password === undefined ? null : await hashPassword(values.password);
    const [row] = await db
      .insert(users)
      .values({
        uid: randomUUID(),
        email: values.email,
        name: values.name,
        type: values.type,
        passwordHash,
        picture: values.picture ?? null,
        emailVerified: values.emailVerified ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new UpstreamError(409, up.emailTaken);
    return row;
  }

  /** Every failure answers the same 401, including an account of the other kind (SPEC keeps the paths apart). */
  async function login(email: string, password: string, accepts: (type: UserType) => boolean): Promise<AuthSession> {
    const { db } = await state();
    const user = await findByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash);
    if (!user || !ok || !accepts(user.type as UserType)) throw new UpstreamError(401, up.invalidCredentials);
    return issue(user);
  }

  async function ownRecordsOf(token: string, uid: string): Promise<{ db: Db; user: UserRow }> {
    const user = await authenticate(token);
    if (user.uid !== uid) throw new UpstreamError(403, up.forbidden);
    return { db: (await state()).db, user };
  }

  return refusingNul({
    ready: async () => (await state()).db,
    async close() {
      const current = opening;
      opening = null;
      if (current) await (await current).close();
    },

    async listSimulations() {
      const { db } = await state();
      const rows = await db.select().from(simulations).orderBy(asc(simulations.name));
      return rows.map((row) => ({ gameId: row.gameId, name: row.name }));
    },

    async createTrialSession(input) {
      const { db } = await state();
      const email = requireEmail(input.email);
      const [game] = await db.select().from(simulations).where(eq(simulations.gameId, input.current_trial_game_id));
      if (!game) throw new UpstreamError(404, up.simulationNotFound);
      const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
      for (let attempt = 0; attempt < 10; attempt++) {
        const [row] = await db
          .insert(trialSessions)
          .values({ code: trialCode(game.gameId), gameId: game.gameId, name, email })
          .onConflictDoNothing()
          .returning();
        if (row) return { session: { code: row.code }, trial_user: { name: row.name, email: row.email } };
      }
      throw new UpstreamError(503, messages.api.generic);
    },

    loginStudent: ({ email, password }) => login(email, password, (type) => type !== "instructor"),
    loginProfessor: ({ email, password }) => login(email, password, (type) => type === "instructor"),
    alternativeLogin: ({ email, password }) => login(email, password, () => true),

    async googleSignIn(input) {
      const { db } = await state();
      if (!input.id_token) throw new UpstreamError(401, messages.login.backendFailed);
      const email = requireEmail(input.email);
      const existing = await findByEmail(db, email);
      if (existing) {
        if (existing.type === "instructor") throw new UpstreamError(403, up.googleNotAllowed);
        const [row] = await db
          .update(users)
          .set({
            picture: existing.picture ?? input.picture ?? null,
            name: existing.name || input.name.trim(),
            emailVerified: existing.emailVerified || input.email_verified !== false,
            updatedAt: new Date(now()),
          })
          .where(eq(users.uid, existing.uid))
          .returning();
        return issue(row ?? existing);
      }
      const created = await createUser({
        email,
        name: input.name.trim() || email.split("@")[0]!,
        type: "student",
        picture: input.picture,
        emailVerified: input.email_verified !== false,
      });
      return issue(created);
    },

    async register(input) {
      const user = await createUser({
        email: requireEmail(input.email),
        name: requireName(input.name),
        password: requirePassword(input.password),
        type: input.display_type === "Facilitator" ? "instructor" : "student",
      });
      return issue(user);
    },

    async alternativeSignup(input) {
      const user = await createUser({
        email: requireEmail(input.email),
        name: requireName(input.name),
        password: requirePassword(input.password),
        type: "student",
      });
      return issue(user);
    },

    async getCurrentUser(token) {
      return toUser(await authenticate(token));
    },

    async updateProfile(token, input) {
      const user = await authenticate(token);
      const { db } = await state();
      const [row] = await db
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: requireName(input.name) } : {}),
          ...(input.picture !== undefined ? { picture: input.picture } : {}),
          updatedAt: new Date(now()),
        })
        .where(eq(users.uid, user.uid))
        .returning();
      return toUser(row ?? user);
    },

    async resetPassword(input, who) {
      const { db } = await state();
      const password = requirePassword(input.new_password, messages.reset.passwordShort);
      const user = await findByEmail(db, input.email);
      const rightKind = user && (who === "professor" ? user.type === "instructor" : user.type !== "instructor");
      if (!user || !rightKind) throw new UpstreamError(404, up.noAccount);
      const passwordHash = await hashPassword(password);
      const at = new Date(now());
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.uid, user.uid));
        await tx
          .update(tokens)
          .set({ revokedAt: at })
          .where(and(eq(tokens.userUid, user.uid), isNull(tokens.revokedAt)));
      });
      return { success: true, detail: up.resetSuccess };
    },

    async getSimulationsAccess(token, uid) {
      const { db } = await ownRecordsOf(token, uid);
      const rows = await db
        .select()
        .from(simulationAccess)
        .where(eq(simulationAccess.professorUid, uid))
        .orderBy(asc(simulationAccess.id));
      return rows.map((row) => ({
        id: row.id,
        game_id: row.gameId,
        simulation_name: row.simulationName,
        expiry_date: row.expiryDate,
      }));
    },

    async setCurrentGame(token, uid, gameId) {
      const { db } = await ownRecordsOf(token, uid);
      const [game] = await db.select().from(simulations).where(eq(simulations.gameId, gameId));
      if (!game) throw new UpstreamError(404, up.simulationNotFound);
      await db.update(users).set({ currentGameId: gameId, updatedAt: new Date(now()) }).where(eq(users.uid, uid));
    },

    async submitContact(input) {
      const { db } = await state();
      const name = input.name.trim();
      const message = input.message.trim();
      if (!name || !message) throw new UpstreamError(400, up.invalidRequest);
      await db.insert(contactMessages).values({
        name: name.slice(0, 200),
        email: requireEmail(input.email),
        message: message.slice(0, 5000),
        kind: input.kind === "collaboration" ? "collaboration" : "demo",
      });
    },

    async signOut(token) {
      const { db, secret } = await state();
      // Expired tokens may still be revoked; a token we did not sign is ignored.
      const claims = verifyToken(token, 0, secret);
      if (!claims) return;
      await db
        .update(tokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(tokens.jti, claims.jti), isNull(tokens.revokedAt)));
    },
  });
}
