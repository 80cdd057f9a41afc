import { canonicalEmail, mailboxKey } from "./canonical";
import { emailSkeleton } from "./skeleton";
import { isSingleScriptAddress } from "./syntax";
import { emailField } from "@/lib/validations/text";

describe("one canonical form of an address", () => {
  it.each([
    ["plain ASCII, any case", "Kate.X@Example.COM", "kate.x@example.com"],
    ["spaces around it", "  kate.x@example.com ", "kate.x@example.com"],
    ["the Kelvin sign is a K", "\u212Aate.X@example.com", "kate.x@example.com"],
    ["full-width letters", "ｆacilitator@ｅxample.com", "facilitator@example.com"],
    ["a ligature", "\uFB01nance@example.com", "finance@example.com"],
    ["Turkish dotted capital I", "V\u0130ctim@example.org", "victim@example.org"],
    ["Turkish dotted capital I twice", "v\u0130ct\u0130m@example.org", "victim@example.org"],
    ["i with a combining dot above", "vi\u0307ctim@example.org", "victim@example.org"],
    ["sharp s folds to ss", "Straße@example.de", "strasse@example.de"],
    ["capital sharp s too", "STRA\u1E9EE@example.de", "strasse@example.de"],
    ["final sigma folds to sigma", "ΣΟΦΟΣ@example.gr", "σοφοσ@example.gr"],
    ["the long s", "\u017Fam@example.com", "sam@example.com"],
    ["a domain with a trailing dot", "kate@example.com.", "kate@example.com"],
    ["a domain in another script, by IDNA", "anna@BÜCHER.de", "anna@xn--bcher-kva.de"],
    ["Gmail keeps its dots as an identity", "Jane.Doe@gmail.com", "jane.doe@gmail.com"],
  ])("%s", (_what, typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });

  it("the dotless ı folds to i too: one account however Turkish i's are typed", () => {
    expect(canonicalEmail("v\u0131ct\u0130m@example.org")).toBe("victim@example.org");
  });

  it.each([
    ["a Greek omicron", "facilitat\u03BFr@example.com"],
    ["a Cyrillic a in the domain", "facilitator@ex\u0430mple.com"],
    ["a digit 1 for an l", "faci1itator@example.com"],
  ])("%s reads like another address: the skeletons match", (_what, lookAlike) => {
    const key = canonicalEmail(lookAlike)!;
    expect(key).not.toBe("facilitator@example.com");
    expect(emailSkeleton(key)).toBe(emailSkeleton("facilitator@example.com"));
  });

  it("no @, or a domain IDNA refuses, is no address", () => {
    expect(canonicalEmail("kate.example.com")).toBeNull();
    expect(canonicalEmail("kate@")).toBeNull();
    expect(canonicalEmail("kate@exa mple.com")).toBeNull();
    expect(canonicalEmail("kate@xn--a.com")).toBeNull();
  });

  it("Gmail's spellings name one inbox for budgets", () => {
    const spellings = ["Jane.Doe@gmail.com", "janedoe+x@googlemail.com", "JANE.DOE@GMAIL.COM.", "ｊane.doe@gmail.com"];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(["janedoe@gmail.com"]));
    expect(mailboxKey("\u212Aate+tag@example.com")).toBe("kate@example.com");
  });
});

describe("addresses written in one script", () => {
  it.each([
    ["kate.x@example.com", true],
    ["müller@bücher.de", true],
    ["иван@пример.рф", true],
    ["山田たろう@example.jp", true],
    ["facilitat\u03BFr@example.com", false],
    ["facilitator@ex\u0430mple.com", false],
    ["p\u0430ypal@example.com", false],
  ])("%s → %s", (address, expected) => {
    expect(isSingleScriptAddress(address)).toBe(expected);
  });
});

describe("the shared e-mail field", () => {
  const field = emailField({ required: "Email is required", invalid: "Please enter a valid email" });

  it("answers the canonical form, so every flow keys the same account (mail goes to the address its owner typed)", () => {
    expect(field.parse(" \u212Aate.X@Example.com ")).toBe("kate.x@example.com");
    expect(field.parse("ｆacilitator@example.com")).toBe("facilitator@example.com");
  });

  it("refuses a mixed-script address in words", () => {
    const result = field.safeParse("facilitat\u03BFr@example.com");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("This address mixes letters of different alphabets. Please type it in one alphabet.");
  });
});
