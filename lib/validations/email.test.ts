import { messages } from "@/lib/messages";
import { forgotPasswordSchema } from "./account";
import { loginSchema, signupSchema } from "./auth";
import { contactSchema } from "./contact";
import { isPlainAddress } from "@/upstream-contract/email-address/syntax";
import { notOnePlainAddress } from "@/test-support/address-variants";

describe("one plain address, nothing else", () => {
  it.each(notOnePlainAddress())("%j is refused", (text) => {
    expect(isPlainAddress(text)).toBe(false);
  });

  it.each(["victim@example.com", "first.last+tag@sub.example.org", "o'brien@example.ie", "ü@exämple.com"])("%j is accepted", (text) => {
    expect(isPlainAddress(text)).toBe(true);
  });

  it.each([
    ["the log-in form", (email: string) => loginSchema.safeParse({ email, password: "x" }), messages.login.emailInvalid],
    [
      "the sign-up form",
      (email: string) => signupSchema.safeParse({ name: "A", email, password: "secret1", confirmPassword: "secret1", terms: true }),
      messages.signup.emailInvalid,
    ],
    ["the forgot-password form", (email: string) => forgotPasswordSchema.safeParse({ email }), messages.forgot.emailInvalid],
    ["the demo form", (email: string) => contactSchema.safeParse({ name: "A", email, message: "Hi" }), messages.contact.emailInvalid],
  ] as const)("%s says its e-mail message for every variant", (_form, parse, message) => {
    for (const text of notOnePlainAddress()) {
      const result = parse(text);
      expect(result.error?.issues.find((issue) => issue.path[0] === "email")?.message).toBe(message);
    }
  });
});
