import { classifyAddress, parseIpv4 } from "./ip-class";

// Addresses here are only classified: nothing in this file connects anywhere.
describe("the platform-address filter", () => {
  it.each([
    ["127.0.0.1", 0x7f000001],
    ["2130706433", 0x7f000001],
    ["0x7f000001", 0x7f000001],
    ["0x7f.0.0.1", 0x7f000001],
    ["0177.0.0.1", 0x7f000001],
    ["0177.0.0.01", 0x7f000001],
    ["127.1", 0x7f000001],
    ["127.0.1", 0x7f000001],
    ["127.0.0.1.", 0x7f000001],
    ["0x0a.0x0.0x0.0x1", 0x0a000001],
    ["012.1", 0x0a000001],
    ["167772161", 0x0a000001],
    ["0xa9fea9fe", 0xa9fea9fe],
    ["0", 0],
  ])("reads the IPv4 spelling %s as the address it is", (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each(["256.0.0.1", "1.2.3.4.5", "08.0.0.1", "0xg", "1.2.3.256.", "example.org", "1..2", "4294967296", ""])(
    "%j is no IPv4 address",
    (text) => {
      expect(parseIpv4(text)).toBeNull();
    },
  );

  it.each([
    // IPv4, every spelling of the blocks never called
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["2130706433", "loopback"],
    ["0x7f.1", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["127.1", "loopback"],
    ["0.0.0.0", "private"],
    ["0", "private"],
    ["10.0.0.1", "private"],
    ["012.0.0.1", "private"],
    ["0xa000001", "private"],
    ["100.64.0.1", "private"],
    ["169.254.169.254", "private"],
    ["0xa9.0xfe.0xa9.0xfe", "private"],
    ["2852039166", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["192.0.0.8", "private"],
    ["192.0.2.10", "private"],
    ["198.18.0.1", "private"],
    ["198.51.100.7", "private"],
    ["203.0.113.9", "private"],
    ["224.0.0.1", "private"],
    ["255.255.255.255", "private"],
    // IPv4, public
    ["8.8.8.8", "public"],
    ["172.32.0.1", "public"],
    ["100.128.0.1", "public"],
    ["93.184.215.14", "public"],
    // IPv6 of its own
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::", "private"],
    ["fe80::1", "private"],
    ["fe80::1%eth0", "private"],
    ["febf::1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["ff02::1", "private"],
    ["100::1", "private"],
    ["2001:db8::1", "private"],
    ["3fff::1", "private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "private"],
    ["2001:4860:4860::8888", "public"],
    ["2606:4700:4700::1111", "public"],
    ["2a00:1450:4001:80b::200e", "public"],
    // IPv6 carrying an IPv4 address: judged as that address, except that loopback behind a translator
    // or relay (every form but the mapped one) is not this machine
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["0:0:0:0:0:ffff:7f00:0001", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:a9fe:a9fe", "private"],
    ["::ffff:192.168.0.1", "private"],
    ["::ffff:8.8.8.8", "public"],
    ["::127.0.0.1", "private"],
    ["::7f00:1", "private"],
    ["::10.1.2.3", "private"],
    ["::a9fe:a9fe", "private"],
    ["::8.8.8.8", "public"],
    ["::ffff:0:127.0.0.1", "private"],
    ["64:ff9b::127.0.0.1", "private"],
    ["64:ff9b::7f00:1", "private"],
    ["64:ff9b::a9fe:a9fe", "private"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::808:808", "public"],
    ["64:ff9b:1::1", "private"],
    ["2002:7f00:1::", "private"],
    ["2002:7f00:0001:0:0:0:0:1", "private"],
    ["2002:a00:1::1", "private"],
    ["2002:a9fe:a9fe::", "private"],
    ["2002:c0a8:101::1", "private"],
    ["2002:808:808::1", "public"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(["example.org", "lms.example.edu", "1::2::3", "::ffff:1.2.3", "12345::1", "1:2:3:4:5:6:7:8:9", "g::1", ""])(
    "%j is no IP address (a name is resolved, and each address it resolves to is judged)",
    (text) => {
      expect(classifyAddress(text)).toBeNull();
    },
  );
});
