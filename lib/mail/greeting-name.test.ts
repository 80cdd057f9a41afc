import { GREETING_NAME_MAX, greeting, greetingName } from "./greeting-name";

describe("a typed name in a mail", () => {
  it("the row's phishing line is not a name: the mail says a neutral Hello", () => {
    expect(greeting("Bob - your account is suspended, verify at https://evil.example/login")).toBe("Hello,");
  });

  it.each(["Ana", "José María", "O'Brien", "Anne-Marie", "Zoë Ünal", "李小龍", "Ngozi  Okafor"])("greets %s", (name) => {
    expect(greetingName(name)).toBe(name.replace(/ +/g, " "));
  });

  it.each([
    "Bob2",
    "J. R. Smith",
    "Mr. Smith",
    "https://evil.example",
    "evil.example",
    "a/b",
    "Note: urgent",
    ".Bob",
    "Bob -",
    "- Bob",
    "Bob\nEve",
    "Bob\u202eEve",
    "",
    "   ",
    "a".repeat(GREETING_NAME_MAX + 1),
    "a".repeat(61),
  ])("refuses %j", (name) => {
    expect(greetingName(name)).toBeNull();
  });
});
