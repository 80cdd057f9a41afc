import { addressKey, clientAddress, PEER_HEADER, PEER_RECORDED, UNRECORDED } from "./client-address";

const mark = (recorded: boolean) => ((globalThis as Record<symbol, unknown>)[PEER_RECORDED] = recorded);
const from = (peer: string | undefined, forwardedFor?: string) => {
  const headers = new Headers();
  if (peer !== undefined) headers.set(PEER_HEADER, peer);
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  return headers;
};

afterEach(() => mark(false));

describe("the rate-limit key is the real client address", () => {
  beforeEach(() => mark(true));

  it("with no trusted hop, the peer is the client and a forwarded header is ignored", () => {
    expect(clientAddress(from("203.0.113.7", "198.51.100.1"), 0)).toBe("203.0.113.7");
    expect(clientAddress(from("203.0.113.7", "198.51.100.2, 198.51.100.3"), 0)).toBe("203.0.113.7");
  });

  it("with one trusted hop, the client is the entry our proxy appended, whatever the client put before it", () => {
    expect(clientAddress(from("10.0.0.2", "198.51.100.9"), 1)).toBe("198.51.100.9");
    expect(clientAddress(from("10.0.0.2", "1.1.1.1, 2.2.2.2, 198.51.100.9"), 1)).toBe("198.51.100.9");
  });

  it("with two trusted hops, the client is the second entry from the right", () => {
    expect(clientAddress(from("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.1"), 2)).toBe("198.51.100.9");
  });

  it("with more trusted hops than entries, the leftmost entry is used", () => {
    expect(clientAddress(from("10.0.0.2", "198.51.100.9"), 3)).toBe("198.51.100.9");
    expect(clientAddress(from("10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("an IPv4-mapped peer is its IPv4 address, and an IPv6 client is keyed by its /64", () => {
    expect(clientAddress(from("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(from("2001:db8:aa:bb:1:2:3:4"), 0)).toBe("2001:db8:aa:bb::/64");
    expect(clientAddress(from("2001:db8:aa:bb::9"), 0)).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("when the site's own server did not record the peer", () => {
  it("the peer header is the client's own and is ignored: every request shares one key", () => {
    mark(false);
    expect(clientAddress(from("203.0.113.7", "198.51.100.1"), 0)).toBe(UNRECORDED);
    expect(clientAddress(from("203.0.113.7", "198.51.100.1"), 1)).toBe(UNRECORDED);
  });

  it("a plain header object (next-auth's authorize) is read the same way", () => {
    mark(true);
    expect(clientAddress({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "1.2.3.4" }, 0)).toBe("203.0.113.7");
  });
});
