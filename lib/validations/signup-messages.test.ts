import { signupSchema } from "./auth";

describe("the sign-up form's messages", () => {
  it("says a bad address and passwords that do not match at once", () => {
    const result = signupSchema.safeParse({
      name: "Ann",
      email: "someone@nowhere",
      display_type: "Student",
      password: "12345",
      confirmPassword: "123456",
      terms: true,
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords do not match",
    });
  });

  it("says the passwords do not match before the kind is chosen too", () => {
    const result = signupSchema.safeParse({
      name: "Ann",
      email: "ann@example.edu",
      password: "secret-1",
      confirmPassword: "secret-2",
      terms: true,
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ display_type: "Please choose whether you teach or study", confirmPassword: "Passwords do not match" });
  });
});
