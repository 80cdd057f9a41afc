/**
 * Every message of SPEC, in one place, for the server and the tests: the pages' strings, one module per
 * feature in this folder (client components import only the one they show, so the rest stays out of
 * their bundles), and the server's own below, which no client module may import
 * (lib/messages-client-guard.test.ts).
 */
import { authMessages } from "./auth";
import { contactMessages } from "./contact";
import { dashboardMessages } from "./dashboard";
import { documentMessages } from "./documents";
import { errorMessages } from "./errors";
import { gameMessages } from "./games";
import { joinMessages } from "./join";
import { limitMessages } from "./limits";
import { ltiMessages, ltiRefusalMessages } from "./lti";
import { passwordResetMessages } from "./password-reset";
import { trialMessages } from "./trial";
import { verifyEmailMessages } from "./verify-email";
import { upstreamMessages, upstreamRequestMessages } from "@/upstream-contract/messages";

export const messages = {
  ...errorMessages,
  ...passwordResetMessages,
  verify: verifyEmailMessages,
  documents: documentMessages,
  ...authMessages,
  ...gameMessages,
  limits: limitMessages,
  join: joinMessages,
  trial: trialMessages,
  contact: contactMessages,
  dashboard: dashboardMessages,
  lti: { ...ltiMessages, refusals: ltiRefusalMessages },

  api: {
    ...upstreamRequestMessages,
    methodNotAllowed: "Method not allowed.",
    rateLimited: "Too many requests. Please try again later.",
    /** Every 429 of the site, log-in included; {seconds} is the Retry-After value. */
    tooManyAttempts: "Too many attempts. Please try again in {seconds} seconds.",
    crossSite: "Cross-site requests are not allowed.",
    unauthorized: "You need to be signed in.",
    forbidden: "You do not have access to this resource.",
    upstreamTimeout: "The service took too long to answer. Please try again.",
    notJson: "The service answered with something that is not JSON.",
    badAnswer: "The service answered in an unexpected format.",
    invalidInput: "Please correct the highlighted fields.",
    notFound: "Not found.",
    /** A demo server reached under a name that is not its own (a DNS-rebinding page): lib/security/own-host.ts. */
    wrongHost: "This demo site answers only at its own address (localhost). Open it there.",
    /** Idempotency-Key (lib/api/idempotency-key.ts). */
    idempotencyKeyInvalid: "The Idempotency-Key header must be 16 to 64 letters, digits, - or _.",
  },

  /** Details an upstream answers (upstream-contract/messages.ts). */
  upstream: upstreamMessages,
} as const;

export { fillMessage } from "./limits";
