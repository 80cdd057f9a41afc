import type { UpstreamUser, UserType } from "@/lib/upstream/types";

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
