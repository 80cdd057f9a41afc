import type { SessionTokenFields } from "@/lib/auth/session-token";
import type { SessionUserFields } from "@/lib/auth/session-user";

declare module "next-auth" {
  /** What /api/auth/session answers: public fields only, never the token. */
  interface Session {
    user: SessionUserFields;
  }

  /** What authorize() and the Google sign-in step hand to the jwt callback. */
  interface User {
    uid?: string;
    type?: SessionUserFields["type"];
    picture?: string | null;
    accessToken?: string;
  }
}

declare module "next-auth/jwt" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface JWT extends SessionTokenFields {}
}
