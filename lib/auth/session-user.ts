import type { User } from "next-auth";
import type { AuthSession, UpstreamUser, UserType } from "@/upstream-contract/types";
import { roleOfUserType, userTypeOf, type Role } from "@/lib/roles";

/**
 * The signed-in person as next-auth's cookie and /api/auth/session carry them: the upstream's own
 * `type`, which clients of the session endpoint read. The site's code reads a SessionUser instead.
 */
export interface SessionUserFields {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  type: UserType;
}

/** The public fields of the signed-in person, shared by the session, pages and components. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  role: Role;
}

/** The session's fields of an upstream user, as the cookie keeps them. */
export function fieldsOfUpstreamUser(user: Pick<UpstreamUser, keyof SessionUserFields>): SessionUserFields {
  return {
    uid: String(user.uid),
    email: user.email,
    name: user.name ?? "",
    picture: user.picture ?? null,
    type: user.type,
  };
}

/** The signed-in person of the session's fields, in the site's words. */
export function sessionUserOf({ uid, email, name, picture, type }: SessionUserFields): SessionUser {
  return { uid, email, name, picture: picture ?? null, role: roleOfUserType(type) };
}

/** The session's fields of a signed-in person, for next-auth's client (a bot's read as a student's). */
export function fieldsOfSessionUser({ role, ...user }: SessionUser): SessionUserFields {
  return { ...user, type: userTypeOf[role] };
}

/** next-auth's user for an upstream session: what every sign-in (password, Google, LTI launch) hands on. */
export function signedInUser(session: AuthSession): User {
  const user = fieldsOfUpstreamUser(session.user);
  return { id: user.uid, ...user, accessToken: session.access_token };
}
