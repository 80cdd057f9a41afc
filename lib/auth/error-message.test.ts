import { messages } from "@/lib/messages";
import { authErrorMessage } from "./error-message";

describe("authErrorMessage", () => {
  it("shows nothing without an error", () => {
    expect(authErrorMessage(null)).toBeNull();
    expect(authErrorMessage("")).toBeNull();
  });
  it("maps next-auth codes to readable text", () => {
    expect(authErrorMessage("CredentialsSignin")).toBe(messages.login.failed);
    expect(authErrorMessage("OAuthCallback")).toBe(messages.login.googleFailed);
    expect(authErrorMessage("AccessDenied")).toBe(messages.login.accessDenied);
  });
  it("shows our own messages as they are", () => {
    expect(authErrorMessage(messages.login.backendFailed)).toBe(messages.login.backendFailed);
  });
  it("says why Google did not join an account that has a password", () => {
    expect(authErrorMessage(messages.login.googlePasswordAccount)).toBe(
      "An account with this e-mail address already has a password, and the address has not been confirmed. Log in with that password, or set a new one with Forgot Password; then Google sign-in works too.",
    );
  });
  it("never echoes arbitrary text", () => {
    expect(authErrorMessage("Your account is locked, call +1 555 0100")).toBe(messages.login.failed);
  });
});
