import { ltiMessages } from "@/lib/messages/lti";
import { deepLinkChoiceSchema } from "./deep-link-choice";
import { isSessionCode } from "./session-code";

const request = "a".repeat(43);
const firstMessage = (code: string) => {
  const parsed = deepLinkChoiceSchema.safeParse({ request, game: "the-ev-gambit", code });
  return parsed.success ? parsed.data.code : parsed.error.issues[0]?.message;
};

describe("the deep-link picker's session code", () => {
  it("is optional and trimmed", () => {
    expect(deepLinkChoiceSchema.parse({ request, game: "toc" }).code).toBe("");
    expect(firstMessage("  EV-7788 ")).toBe("EV-7788");
  });

  it("says what a code may be when it is too long, huge or has other characters", () => {
    for (const code of ["A".repeat(65), "A".repeat(100_000), "EV 7788", "EV_7788"])
      expect(firstMessage(code)).toBe(ltiMessages.pickerCodeInvalid);
  });

  it("is the rule the picker checks before it posts", () => {
    for (const code of ["", "EV-7788", "A".repeat(64), "A".repeat(65), "EV 7788", "ÉV"]) {
      expect(isSessionCode(code)).toBe(deepLinkChoiceSchema.safeParse({ request, game: "toc", code }).success);
    }
  });
});
