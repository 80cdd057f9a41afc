/**
 * The one contract between our route handlers / auth layer and the upstream APIs.
 * Two adapters implement it: http (lib/upstream/http) and embedded (the reference upstream in
 * upstream-reference/src/, run in-process).
 * Field names follow the upstream's wire names.
 */

/** The upstream's kinds of user; the site's own word is a Role, and lib/roles.ts maps the two. */
export const userTypes = ["instructor", "student", "bot"] as const;
export type UserType = (typeof userTypes)[number];

/** The role a sign-up chooses, as the upstream's register and google-signin calls spell it. */
export const upstreamDisplayTypes = ["Student", "Facilitator"] as const;
export type UpstreamDisplayType = (typeof upstreamDisplayTypes)[number];

/** The upstream's two password resets: reset-password-user and reset-password-professor. */
export type ResetKind = "user" | "professor";

/** The upstream's User. */
export interface UpstreamUser {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  email_verified: boolean;
  type: UserType;
}

/** What every login / sign-up call yields once normalised. The token is a JWT-shaped string whose payload carries `exp` (seconds). */
export interface AuthSession {
  access_token: string;
  user: UpstreamUser;
}

/** The upstream's simulation list item. */
export interface SimulationListItem {
  gameId: string;
  name: string;
}

/** POST {admin-api}/app-users/trial-session payload. */
export interface TrialSessionRequest {
  name: string | null;
  email: string;
  current_trial_game_id: string;
}

/** The upstream's trial-session answer. */
export interface TrialSessionResponse {
  session: { code: string };
  trial_user: { name: string | null; email: string };
}

export interface Credentials {
  email: string;
  password: string;
}

/** POST {api}/app-users/register payload. */
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  display_type: UpstreamDisplayType;
}

/** POST {api}/app-users/google-signin payload (email_verified and display_type on sign-up only). */
export interface GoogleSignInRequest {
  id_token: string;
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  type: "student";
  email_verified?: boolean;
  display_type?: UpstreamDisplayType;
  /**
   * Not SPEC's: whether this sign-in may join an existing account that has a password. The
   * site sends true only when the address is verified, i.e. the password's owner proved the mailbox;
   * otherwise the upstream must refuse (409) rather than hand that account to the Google user.
   */
  join_password_account?: boolean;
}

/** A Google sign-in's answer: the session, and whether it joined an account that has a password. */
export interface GoogleSession extends AuthSession {
  joined_password_account: boolean;
}

export interface ProfileUpdate {
  name?: string;
  picture?: string | null;
  /** The account's kind; refused (409, upstreamMessages.kindFixed) once a trial or an access record depends on it. */
  display_type?: UpstreamDisplayType;
}

export interface PasswordResetRequest {
  email: string;
  new_password: string;
}

export interface PasswordResetResponse {
  success: boolean;
  detail: string;
}

/** The upstream's accessible game record. */
export interface AccessibleGameRecord {
  id: string;
  game_id: string;
  simulation_name: string;
  expiry_date?: string | null;
  /**
   * Not SPEC's: "trial" for a free trial's record (its game, until the trial ends), which opens the
   * trial's teaching material (content/trial.ts) but is no licence. Absent: a licence, as SPEC's records.
   */
  access?: "licence" | "trial";
}

export const contactKinds = ["demo", "collaboration"] as const;
export type ContactKind = (typeof contactKinds)[number];

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  kind: ContactKind;
  /** Not SPEC's: a demo request's course and class size, when given. */
  course?: string;
  class_size?: number | null;
}

/**
 * A write's Idempotency-Key, passed to the upstream (the http adapter's `Idempotency-Key` header): the
 * same key stores once and answers the first answer again. Not SPEC's; an upstream may ignore it.
 */
export interface WriteOptions {
  idempotencyKey?: string;
}

/**
 * A write's answer, and whether it is its key's first answer again (`Idempotent-Replayed: true`):
 * then nothing was written this time, and whatever followed the first write (a mail) followed it then.
 */
export interface Written<T> {
  value: T;
  replayed: boolean;
}

export interface Upstream {
  /** GET {admin-api}/simulations/ids-names */
  listSimulations(): Promise<SimulationListItem[]>;
  /** POST {admin-api}/app-users/trial-session */
  createTrialSession(input: TrialSessionRequest, options?: WriteOptions): Promise<Written<TrialSessionResponse>>;
  /** POST {api}/app-users/login with user_type STUDENT */
  loginStudent(input: Credentials): Promise<AuthSession>;
  /** POST {api}/app-users/login-professor */
  loginProfessor(input: Credentials): Promise<AuthSession>;
  /** POST {api}/app-users/google-signin */
  googleSignIn(input: GoogleSignInRequest): Promise<GoogleSession>;
  /** POST {api}/app-users/register */
  register(input: RegisterRequest, options?: WriteOptions): Promise<Written<AuthSession>>;
  /** GET {api}/app-users/auth/me */
  getCurrentUser(token: string): Promise<UpstreamUser>;
  /** PUT {api}/auth/me */
  updateProfile(token: string, input: ProfileUpdate): Promise<UpstreamUser>;
  /** POST {api}/app-users/reset-password-user or /reset-password-professor */
  resetPassword(input: PasswordResetRequest, who: ResetKind, options?: WriteOptions): Promise<Written<PasswordResetResponse>>;
  /** GET {api}/app-users/simulations-access/{uid} */
  getSimulationsAccess(token: string, uid: string): Promise<AccessibleGameRecord[]>;
  /** PUT {api}/app-users/set-current-game/{uid} */
  setCurrentGame(token: string, uid: string, gameId: string): Promise<void>;
  /** POST {contact-api}/contact/submit */
  submitContact(input: ContactRequest, options?: WriteOptions): Promise<Written<void>>;
  /** Ends the upstream token (best effort; SPEC shows no call, the embedded upstream revokes it). */
  signOut(token: string): Promise<void>;
  /**
   * Not SPEC's: the address of the account of either kind this address names (by its canonical key), as
   * its owner typed it at sign-up, or null when there is none. The site asks before it mails a reset
   * link, and mails that address; with an upstream that lacks the call it mails every well-formed address.
   */
  accountAddress?(email: string): Promise<string | null>;
}
