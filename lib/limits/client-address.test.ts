import { addressKey, clientAddress, UNKNOWN_CLIENT } from "./client-address";

const forwardedFor = (value?: string) => {
  const headers = new Headers();
  if (value !== undefined) headers.set("x-forwarded-for", value);
  return headers;
};

describe("the rate-limit key is the client address the trusted proxy wrote", () => {
  it("with no trusted proxy, it is the last entry (next start writes the TCP peer there when the client sent none)", () => {
    expect(clientAddress(forwardedFor("127.203.113.7"), 0)).toBe("127.203.113.7");
    expect(clientAddress(forwardedFor("127.51.100.2, 127.203.113.7"), 0)).toBe("127.203.113.7");
  });

  it("with one trusted hop, the client is the entry our proxy wrote, whatever the client put before it", () => {
    expect(clientAddress(forwardedFor("127.51.100.9"), 1)).toBe("127.51.100.9");
    expect(clientAddress(forwardedFor("1.1.1.1, 2.2.2.2, 127.51.100.9"), 1)).toBe("127.51.100.9");
  });

  it("with two trusted hops, the client is the second entry from the right", () => {
    expect(clientAddress(forwardedFor("6.6.6.6, 127.51.100.9, 10.0.0.1"), 2)).toBe("127.51.100.9");
  });

  it("with more trusted hops than entries, the leftmost entry is used", () => {
    expect(clientAddress(forwardedFor("127.51.100.9"), 3)).toBe("127.51.100.9");
  });

  it("without the header (never the case under next start) every request is one unknown client", () => {
    expect(clientAddress(forwardedFor(), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(forwardedFor(" , "), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("an IPv4-mapped address is its IPv4 address, and an IPv6 client is keyed by its /64", () => {
    expect(clientAddress(forwardedFor("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(forwardedFor("2001:db8:aa:bb:1:2:3:4"), 1)).toBe("2001:db8:aa:bb::/64");
    expect(clientAddress(forwardedFor("2001:db8:aa:bb::9"), 1)).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });

  it("a plain header object (next-auth's authorize) is read the same way", () => {
    expect(clientAddress({ "x-forwarded-for": "1.2.3.4, 127.203.113.7" }, 1)).toBe("127.203.113.7");
  });
});
