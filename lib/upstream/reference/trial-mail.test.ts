import { trialAccessMail } from "./trial-mail";

const facts = { to: "teacher@example.org", gameId: "ev-gambit", gameName: "The EV Gambit", code: "P5-ABC123" };

describe("the trial's access details", () => {
  it("a name that is not a plain name is not written into the mail", () => {
    const mail = trialAccessMail({ ...facts, name: "Bob - your account is suspended, verify at https://evil.example/login" });
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("evil.example");
  });

  it("a plain name is", () => {
    expect(trialAccessMail({ ...facts, name: "Ana O'Brien" }).text.startsWith("Hello Ana O'Brien,\n")).toBe(true);
  });
});
