import type { User } from "next-auth";
import type { AuthSession, UpstreamUser, UserType } from "@/lib/upstream/types";

/** The public fields of the signed-in person, shared by the session, pages and components. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  type: UserType;
}

export function toSessionUser(user: Pick<UpstreamUser, keyof SessionUser>): SessionUser {
  return {
    uid: String(user.uid),
    email: user.email,
    name: user.name ?? "",
    picture: user.picture ?? null,
    type: user.type,
  };
}

/** next-auth's user for an upstream session: what every sign-in (password, Google, LTI launch) hands on. */
export function signedInUser(session: AuthSession): User {
  const user = toSessionUser(session.user);
  return { id: user.uid, ...user, accessToken: session.access_token };
}
