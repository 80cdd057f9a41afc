import { isOwnHost } from "./own-host";

describe("the names a demo server answers to", () => {
  it.each([
    ["localhost:3000", true],
    ["127.0.0.1:3000", true],
    ["[::1]:3000", true],
    ["LOCALHOST:3000", true],
    ["rebind.attacker.example:3000", false],
    ["localhost.attacker.example", false],
    ["127.0.0.1.nip.io", false],
    ["", false],
    [null, false],
  ])("Host %j → %s", (host, own) => {
    expect(isOwnHost(host)).toBe(own);
  });
});
