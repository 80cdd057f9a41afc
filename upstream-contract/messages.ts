import { LOBBY_NAME_MAX } from "./limits";

/**
 * What an upstream answers in words: an error's message, which the site shows as it is. The reference
 * upstream answers these, and the site's messages (lib/messages) take the same words from here, so each
 * is written once.
 */
export const upstreamMessages = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  emailLooksLikeAnother: "This address looks like the address of another account. Please check it, or use another address.",
  noAccount: "No account found for this email",
  resetSuccess: "Password reset successful",
  notAuthenticated: "Not authenticated",
  invalidToken: "Invalid or expired token",
  forbidden: "Not allowed",
  simulationNotFound: "Simulation not found",
  googleNotAllowed: "This account cannot sign in with Google",
  googlePasswordAccount: "This account has a password and its e-mail address is not verified",
  notFound: "Not Found",
  methodNotAllowed: "Method Not Allowed",
  invalidRequest: "Invalid request",
  /** A change of account kind once a trial session or a game's access depends on the kind. */
  kindFixed:
    "Your account type can no longer change: a trial session or a game's access belongs to this account. Please contact us if it is wrong.",
} as const;

/** Answers about a request as a whole: its body, its Idempotency-Key, the service behind it. */
export const upstreamRequestMessages = {
  generic: "An error occurred",
  invalidJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  upstreamDown: "The service is unavailable. Please try again later.",
  /** A key sent again with another body (lib/api/idempotency-key.ts, upstream-reference/src/idempotency.ts). */
  idempotencyKeyReused: "This request cannot be sent with this Idempotency-Key. Please send it again with a new one.",
} as const;

/** Answers about an account's fields, in the words of the site's own forms. */
export const upstreamFieldMessages = {
  emailInvalid: "Please enter a valid email",
  emailMixedScripts: "This address mixes letters of different alphabets. Please type it in one alphabet.",
  emailInvisible: "This address holds a character that cannot be seen. Please type it again, letter by letter.",
  nameRequired: "Name is required",
  passwordShort: "Password must be at least 6 characters",
  /** The password-reset form's spelling of passwordShort. */
  resetPasswordShort: "Password must be at least 6 characters.",
  backendFailed: "Backend login failed",
} as const;

/** What the reference upstream answers about the reference game host's lobbies. */
export const referenceLobbyErrors = {
  noSession: "No class session has this code",
  notHost: "This lobby belongs to another instructor",
  instructorsOnly: "Only an instructor opens a lobby",
  full: "This lobby is full",
  noArrival: "No such student in this lobby",
  /** The lobby name rules (./lobby-name.ts). */
  nameEmpty: "Please enter your name, with at least one letter.",
  nameTooLong: `Please keep your name to ${LOBBY_NAME_MAX} characters.`,
  nameStaff: "Please enter your own name: words like instructor, professor, teacher or admin are not for a student's name.",
  nameTaken: "Someone with this name is already in the lobby. If that is not you, add an initial or your surname.",
} as const;
