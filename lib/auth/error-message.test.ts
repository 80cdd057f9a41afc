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
  it("never echoes arbitrary text", () => {
    expect(authErrorMessage("Your account is locked, call +1 555 0100")).toBe(messages.login.failed);
  });
});
