import { configureRateLimitForTests } from "./index";
import { mailboxKey } from "@/upstream-contract/email-address/canonical";
import { recipientMailLimits, takeRecipientBudget } from "./recipient-budget";

beforeEach(() => configureRateLimitForTests({ enabled: true }));

describe("mails per inbox", () => {
  it("one inbox gets three reset links an hour, whatever the spelling of its address", async () => {
    const spellings = ["Victim@Example.com", "victim+1@example.com", " victim+promo@EXAMPLE.com", "victim@example.com"];
    const taken = [];
    for (const address of spellings) taken.push(await takeRecipientBudget("password-reset", address));
    expect(taken).toEqual([true, true, true, false]);
    expect(recipientMailLimits.perHour).toBe(3);
  });

  it("reset links and verification links have budgets of their own, and other inboxes are not touched", async () => {
    for (let i = 0; i < 3; i++) await takeRecipientBudget("password-reset", "busy@example.com");
    expect(await takeRecipientBudget("verify-email", "busy@example.com")).toBe(true);
    expect(await takeRecipientBudget("password-reset", "quiet@example.com")).toBe(true);
  });

  it("Gmail's dots and tags name one inbox; other domains keep their dots", () => {
    expect(mailboxKey("Jane.Doe+school@gmail.com")).toBe("janedoe@gmail.com");
    expect(mailboxKey("jane.doe@example.com")).toBe("jane.doe@example.com");
    expect(mailboxKey("+only@example.com")).toBe("+only@example.com");
  });
});

describe("one inbox however its domain is spelled", () => {
  it("gmail.com, googlemail.com and a trailing dot share one budget", async () => {
    const spellings = [
      "target.person+a@gmail.com",
      "targetperson+b@googlemail.com",
      "target.person@gmail.com.",
      "Target.Person+c@googlemail.com.",
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(["targetperson@gmail.com"]));
    const taken = [];
    for (const address of spellings) taken.push(await takeRecipientBudget("password-reset", address));
    expect(taken).toEqual([true, true, true, false]);
  });

  it("trial mail counts in a budget of its own", async () => {
    for (let i = 0; i < 3; i++) expect(await takeRecipientBudget("trial", "teacher@example.com")).toBe(true);
    expect(await takeRecipientBudget("trial", "Teacher+x@example.com.")).toBe(false);
  });
});
