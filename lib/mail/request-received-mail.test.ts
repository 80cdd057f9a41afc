import { requestReceivedMail } from "./request-received-mail";

const facts = { to: "ana@uni.edu", name: "Ana", siteName: "Sim Lab", replyTo: "hello@example.org" };

describe("the requester's copy is titled by what was asked", () => {
  it.each([
    ["demo", "We have your demo request: Sim Lab"],
    ["quote", "We have your request for a quote: Sim Lab"],
    ["collaboration", "We have your message about working with us: Sim Lab"],
  ] as const)("%s", (asked, subject) => {
    const mail = requestReceivedMail({ ...facts, asked });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(subject.slice("We have your ".length, subject.indexOf(":")));
  });
});
