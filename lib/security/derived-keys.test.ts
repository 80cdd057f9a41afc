import { createHash } from "node:crypto";
import { derivedKey, keyedDigest } from "./derived-keys";

describe("keys derived from NEXTAUTH_SECRET", () => {
  it("each purpose has its own 32-byte key, none of them the secret", () => {
    const purposes = ["rate-limit", "mail-budget", "device-cookie", "lti-account", "lti-key-encryption"] as const;
    const keys = purposes.map((purpose) => derivedKey(purpose).toString("hex"));
    expect(new Set(keys).size).toBe(purposes.length);
    for (const key of keys) expect(key).toHaveLength(64);
    expect(derivedKey("rate-limit").equals(derivedKey("rate-limit"))).toBe(true);
  });

  it("a limit key is an HMAC, not the bare SHA-256 of the address", () => {
    const bare = createHash("sha256").update("victim@example.com").digest("base64url");
    expect(keyedDigest("rate-limit", "victim@example.com")).not.toBe(bare);
    expect(keyedDigest("rate-limit", "victim@example.com")).not.toBe(keyedDigest("mail-budget", "victim@example.com"));
  });
});
