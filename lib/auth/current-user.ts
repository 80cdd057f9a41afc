import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { authOptions } from "./options";
import { sessionUserOf, type SessionUser } from "./session-user";

export type { SessionUser };

/** The signed-in person for this request, or null (also when the upstream token has expired). */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions);
  return session?.user?.uid ? sessionUserOf(session.user) : null;
});
