/**
 * Every message of SPEC, in one place: the pages' (lib/ui-messages.ts, which client components import
 * directly so that the rest stays out of their bundles) and the server's own below.
 */
import { uiMessages } from "./ui-messages";

export const messages = {
  ...uiMessages,

  api: {
    generic: "An error occurred",
    invalidJson: "The request body is not valid JSON.",
    tooLarge: "The request body is too large.",
    methodNotAllowed: "Method not allowed.",
    rateLimited: "Too many requests. Please try again later.",
    crossSite: "Cross-site requests are not allowed.",
    unauthorized: "You need to be signed in.",
    forbidden: "You do not have access to this resource.",
    upstreamDown: "The service is unavailable. Please try again later.",
    upstreamTimeout: "The service took too long to answer. Please try again.",
    notJson: "The service answered with something that is not JSON.",
    badAnswer: "The service answered in an unexpected format.",
    invalidInput: "Please correct the highlighted fields.",
    notFound: "Not found.",
  },

  /** Details answered by the embedded upstream (lib/upstream/embedded) and its HTTP server. */
  upstream: {
    invalidCredentials: "Invalid email or password",
    emailTaken: "An account with this email already exists",
    noAccount: "No account found for this email",
    resetSuccess: "Password reset successful",
    notAuthenticated: "Not authenticated",
    invalidToken: "Invalid or expired token",
    forbidden: "Not allowed",
    simulationNotFound: "Simulation not found",
    googleNotAllowed: "This account cannot sign in with Google",
    notFound: "Not Found",
    methodNotAllowed: "Method Not Allowed",
    invalidRequest: "Invalid request",
  },
} as const;
