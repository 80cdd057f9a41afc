import { and, eq, isNull } from "drizzle-orm";
import { upstreamMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { AuthSession, UpstreamUser } from "@/upstream-contract/types";
import type { Context } from "./context";
import { tokens, users } from "./schema";
import { signToken, verifyToken } from "./tokens";

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): UpstreamUser {
  return {
    uid: row.uid,
    email: row.email,
    name: row.name,
    picture: row.picture,
    email_verified: row.emailVerified,
    type: row.type,
  };
}

/** Issuing, checking and revoking access tokens: each is signed and also stored by `jti`. */
export function accountTokens(ctx: Context) {
  return {
    async issue(user: UserRow): Promise<AuthSession> {
      const { db, secret } = await ctx.state();
      const { token, claims } = signToken(user.uid, ctx.now(), ctx.tokenTtlSeconds, secret);
      await db.insert(tokens).values({
        jti: claims.jti,
        userUid: user.uid,
        issuedAt: new Date(claims.iat * 1000),
        expiresAt: new Date(claims.exp * 1000),
      });
      return { access_token: token, user: toUser(user) };
    },

    /** The token's user; 401 when it is forged, expired or revoked. */
    async authenticate(token: string): Promise<UserRow> {
      const { db, secret } = await ctx.state();
      const claims = verifyToken(token, ctx.now(), secret);
      if (!claims) throw new UpstreamError(401, upstreamMessages.invalidToken);
      const [row] = await db
        .select({ user: users, expiresAt: tokens.expiresAt, revokedAt: tokens.revokedAt })
        .from(tokens)
        .innerJoin(users, eq(users.uid, tokens.userUid))
        .where(eq(tokens.jti, claims.jti));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= ctx.now()) {
        throw new UpstreamError(401, upstreamMessages.invalidToken);
      }
      return row.user;
    },

    async revoke(token: string): Promise<void> {
      const { db, secret } = await ctx.state();
      // Expired tokens may still be revoked; a token we did not sign is ignored.
      const claims = verifyToken(token, 0, secret);
      if (!claims) return;
      await db
        .update(tokens)
        .set({ revokedAt: new Date(ctx.now()) })
        .where(and(eq(tokens.jti, claims.jti), isNull(tokens.revokedAt)));
    },
  };
}

export type AccountTokens = ReturnType<typeof accountTokens>;
