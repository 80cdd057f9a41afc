import { trialAccessMail } from "./access-mail";

const facts = { to: "teacher@example.org", gameName: "The EV Gambit", code: "P5-ABC123" };

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

describe("the trial's access details: where Open the game leads", () => {
  const env = process.env;
  afterEach(() => {
    process.env = env;
    jest.resetModules();
  });

  async function mailWith(settings: Record<string, string>) {
    process.env = { ...env, ...settings };
    jest.resetModules();
    const { trialAccessMail: mail } = await import("./access-mail");
    return mail({ to: "teacher@example.org", name: null, gameName: "Customers In A Store", code: "SF-ABC234" });
  }

  it("on a fresh clone (the reference game host), the lobby of the session on this site, as the dashboard's button", async () => {
    const mail = await mailWith({ REFERENCE_GAME_HOST: "true", NEXTAUTH_URL: "http://localhost:3000" });
    expect(mail.text).toContain("Open the game: http://localhost:3000/reference-game/lobby/SF-ABC234");
  });

  it("with the games' own sites, the game's join address with the code", async () => {
    const mail = await mailWith({ REFERENCE_GAME_HOST: "false", NEXTAUTH_URL: "http://localhost:3000" });
    expect(mail.text).toMatch(/Open the game: https:\/\/[^\s]+\?code=SF-ABC234/);
    expect(mail.text).not.toContain("/reference-game/");
  });
});
