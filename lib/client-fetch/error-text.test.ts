import { errorText } from "./error-text";

describe("errorText (message, else detail, else the fallback)", () => {
  it.each([
    [{ message: "Too many requests. Please try again later.", detail: "ignored" }, "Too many requests. Please try again later."],
    [{ detail: "Invalid email or password" }, "Invalid email or password"],
    [{ message: "", detail: "No account found for this email" }, "No account found for this email"],
    [{ message: "   ", detail: ["Passwords do not match."] }, "Passwords do not match."],
    [{ message: 42, detail: null }, "Register failed"],
    [null, "Register failed"],
    ["<html>502</html>", "Register failed"],
  ])("%j reads as %j", (body, expected) => {
    expect(errorText(body, "Register failed")).toBe(expected);
  });

  it("answers undefined without a fallback when the body says nothing", () => {
    expect(errorText({ errors: {} })).toBeUndefined();
  });
});
