/**
 * The session: the fields of next-auth's cookie, who is signed in, ended sessions, and what a store outage
 * does to them. The rest of the site imports the session from here; this entry is server-only.
 * Browser code imports only ./hint.ts (the readable "signed in" cookie), ./user.ts (the session's fields
 * in the site's words) and types, with `import type`.
 * A page's own getCurrentUser runs next-auth's callbacks, so it stands beside them in lib/auth/current-user.ts.
 */
export { endSessionsOf, sessionCutoffOf } from "./ended";
export { reportStoreOutage, sessionEndedOrUnknown, signInStep, watchStoreOutage } from "./outage";
export { getSessionUser, type SessionUserWithToken } from "./request";
export { endSessionQuietly, newSessionFields } from "./state";
export { accessTokenExpiresAt, isSessionLive, liveSessionUser, type SessionTokenFields } from "./token";
export { fieldsOfUpstreamUser, sessionUserOf, signedInUser, type SessionUser, type SessionUserFields } from "./user";
