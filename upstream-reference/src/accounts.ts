import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { upstreamMessages, upstreamFieldMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { AuthSession, Upstream, UserType } from "@/upstream-contract/types";
import type { AccountTokens, UserRow } from "./account-tokens";
import { toUser } from "./account-tokens";
import type { Context } from "./context";
import type { Db } from "./database";
import { emailColumns, findByEmailKey, lookAlikeOf } from "./email-keys";
import { requireEmail, requireName, requirePassword } from "./input";
import { once } from "./idempotency";
import { askedType, assertKindFree } from "./kind-change";
import { hashPassword, verifyPassword } from "./password";
import { tokens, users } from "./schema";

const up = upstreamMessages;

const findByEmail = (db: Db, email: string): Promise<UserRow | undefined> => findByEmailKey(db, email);

type AccountCalls = Pick<
  Upstream,
  | "loginStudent"
  | "loginProfessor"
  | "googleSignIn"
  | "register"
  | "getCurrentUser"
  | "updateProfile"
  | "resetPassword"
  | "signOut"
  | "accountAddress"
>;

/** Accounts: sign-up, the two logins, Google sign-in, the profile, password reset, sign-out. */
export function accounts(ctx: Context, tokenStore: AccountTokens): AccountCalls {
  async function createUser(
    values: {
      email: string;
      /** The address as typed, when it is not the canonical form itself. */
      typedEmail?: string;
      name: string;
      type: UserType;
      password?: string;
      picture?: string | null;
      emailVerified?: boolean;
    },
    tx?: Db,
  ): Promise<UserRow> {
    const db = tx ?? (await ctx.state()).db;
    if (await lookAlikeOf(db, values.email)) throw new UpstreamError(409, up.emailLooksLikeAnother);
    const passwordHash = values.password === undefined ? null : await hashPassword(values.password);
    const [row] = await db
      .insert(users)
      .values({
        uid: randomUUID(),
        ...emailColumns(values.email, values.typedEmail),
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
    const { db } = await ctx.state();
    const user = await findByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash);
    if (!user || !ok || !accepts(user.type)) throw new UpstreamError(401, up.invalidCredentials);
    return tokenStore.issue(user);
  }

  return {
    loginStudent: ({ email, password }) => login(email, password, (type) => type !== "instructor"),
    loginProfessor: ({ email, password }) => login(email, password, (type) => type === "instructor"),

    async googleSignIn(input) {
      const { db } = await ctx.state();
      if (!input.id_token) throw new UpstreamError(401, upstreamFieldMessages.backendFailed);
      const email = requireEmail(input.email);
      const existing = await findByEmail(db, email);
      if (existing) {
        if (existing.type === "instructor") throw new UpstreamError(403, up.googleNotAllowed);
        // Someone may have registered this address with a password of their own.
        const joined = existing.passwordHash !== null;
        if (joined && input.join_password_account !== true) throw new UpstreamError(409, up.googlePasswordAccount);
        const [row] = await db
          .update(users)
          .set({
            picture: existing.picture ?? input.picture ?? null,
            name: existing.name || input.name.trim(),
            emailVerified: existing.emailVerified || input.email_verified !== false,
            updatedAt: new Date(ctx.now()),
          })
          .where(eq(users.uid, existing.uid))
          .returning();
        return { ...(await tokenStore.issue(row ?? existing)), joined_password_account: joined };
      }
      const created = await createUser({
        email,
        name: input.name.trim() || email.split("@")[0]!,
        type: "student",
        picture: input.picture,
        emailVerified: input.email_verified !== false,
      });
      return { ...(await tokenStore.issue(created)), joined_password_account: false };
    },

    async register(input, write) {
      const values = {
        email: requireEmail(input.email),
        typedEmail: input.email.trim(),
        name: requireName(input.name),
        password: requirePassword(input.password),
        type: input.display_type === "Facilitator" ? ("instructor" as const) : ("student" as const),
      };
      const { db } = await ctx.state();
      // The stored answer is the account's uid, never a token: a replay gets a fresh token for that account.
      const { value: uid, replayed } = await once(
        db,
        {
          write,
          operation: "register",
          input: { email: values.email, name: values.name, type: values.type },
          now: ctx.now(),
        },
        async (tx) => {
          const user = await createUser(values, tx);
          return user.uid;
        },
      );
      const [user] = await db.select().from(users).where(eq(users.uid, uid));
      if (!user) throw new UpstreamError(409, up.emailTaken);
      return { value: await tokenStore.issue(user), replayed };
    },

    async getCurrentUser(token) {
      return toUser(await tokenStore.authenticate(token));
    },

    async updateProfile(token, input) {
      const user = await tokenStore.authenticate(token);
      const { db } = await ctx.state();
      const type = askedType(user, input.display_type);
      if (type) await assertKindFree(db, user);
      const [row] = await db
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: requireName(input.name) } : {}),
          ...(input.picture !== undefined ? { picture: input.picture } : {}),
          ...(type ? { type } : {}),
          updatedAt: new Date(ctx.now()),
        })
        .where(eq(users.uid, user.uid))
        .returning();
      return toUser(row ?? user);
    },

    /** Revokes every token of the account, so a reset ends its sessions everywhere. */
    async resetPassword(input, who, write) {
      const { db } = await ctx.state();
      const password = requirePassword(input.new_password, upstreamFieldMessages.resetPasswordShort);
      const user = await findByEmail(db, input.email);
      const rightKind = user && (who === "professor" ? user.type === "instructor" : user.type !== "instructor");
      if (!user || !rightKind) throw new UpstreamError(404, up.noAccount);
      const passwordHash = await hashPassword(password);
      const at = new Date(ctx.now());
      const reset = async (tx: Db) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.uid, user.uid));
        await tx
          .update(tokens)
          .set({ revokedAt: at })
          .where(and(eq(tokens.userUid, user.uid), isNull(tokens.revokedAt)));
        return { success: true, detail: up.resetSuccess };
      };
      if (write?.idempotencyKey)
        return once(db, { write, operation: `reset-password-${who}`, input: { email: user.uid }, now: ctx.now() }, reset);
      return { value: await db.transaction(reset), replayed: false };
    },

    signOut: (token) => tokenStore.revoke(token),

    async accountAddress(email) {
      const { db } = await ctx.state();
      return (await findByEmail(db, email))?.email ?? null;
    },
  };
}
