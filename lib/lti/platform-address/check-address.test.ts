import dns from "node:dns";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkPlatformAddress } from "./check-address";
import { platformFetch } from "./platform-fetch";

// Names below resolve only through the resolver each test gives; the one connection made is to 127.0.0.1.
const resolving = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const found = answers[hostname];
    if (!found) throw new Error("ENOTFOUND");
    return found;
  };
  return { asked, resolve };
};

describe("the check every platform address goes through", () => {
  it.each([
    ["lms.example.edu", ["93.184.215.14"], null],
    ["lms.example.edu", ["93.184.215.14", "10.0.0.5"], "private-address"],
    ["lms.example.edu", ["::ffff:169.254.169.254"], "private-address"],
    ["lms.example.edu", ["64:ff9b::a00:1"], "private-address"],
    ["lms.example.edu", ["2002:7f00:1::1"], "private-address"],
    ["lms.example.edu", ["fd00::1"], "private-address"],
    ["lms.example.edu", ["127.0.0.1"], "private-address"],
    ["lms.example.edu", [], "unreachable"],
  ])("%s resolving to %j: %s", async (host, addresses, problem) => {
    const { resolve } = resolving({ [host]: addresses });
    const checking = checkPlatformAddress(`https://${host}/api/lti/jwks`, { allowedHosts: [host], allowLoopback: false, resolve });
    if (problem) await expect(checking).rejects.toMatchObject({ problem });
    else await expect(checking).resolves.toMatchObject({ address: addresses[0], family: 4 });
  });

  it.each([
    ["http://lms.example.edu/roster", "not-https"],
    ["ftp://lms.example.edu/roster", "not-https"],
    ["https://user:secret@lms.example.edu/roster", "not-https"],
    ["https://lms.example.edu.attacker.example/roster", "forbidden-host"],
    ["https://lms.example.edu:8443/roster", "forbidden-host"],
    ["https://127.0.0.1:4643/internal/admin", "forbidden-host"],
    ["https://unknown.example.edu/roster", "forbidden-host"],
    ["not an address", "not-https"],
  ])("%s is refused (%s) before anything is resolved", async (url, problem) => {
    const { asked, resolve } = resolving({});
    await expect(checkPlatformAddress(url, { allowedHosts: ["lms.example.edu"], allowLoopback: false, resolve })).rejects.toMatchObject({
      problem,
    });
    expect(asked).toEqual([]);
  });

  it("takes an address literal as it is, in any spelling, and resolves nothing", async () => {
    const { asked, resolve } = resolving({});
    for (const [url, host] of [
      ["https://2130706433/x", "127.0.0.1"],
      ["https://0x7f.1/x", "127.0.0.1"],
      ["https://[::ffff:127.0.0.1]/x", "[::ffff:7f00:1]"],
      ["https://012.0.0.1/x", "10.0.0.1"],
    ] as const) {
      await expect(checkPlatformAddress(url, { allowedHosts: [host], allowLoopback: false, resolve })).rejects.toMatchObject({
        problem: "private-address",
      });
    }
    expect(asked).toEqual([]);
  });

  it("lets the loopback stand-in through only with its setting: plain http to loopback, never to a private or public address", async () => {
    const { resolve } = resolving({ localhost: ["127.0.0.1", "::1"], "lms.example.edu": ["93.184.215.14"], "inner.test": ["10.0.0.1"] });
    const rules = (host: string, allowLoopback: boolean) => ({ allowedHosts: [host], allowLoopback, resolve });
    await expect(checkPlatformAddress("http://127.0.0.1:4400/jwks", rules("127.0.0.1:4400", true))).resolves.toMatchObject({
      address: "127.0.0.1",
    });
    await expect(checkPlatformAddress("http://localhost:4400/jwks", rules("localhost:4400", true))).resolves.toMatchObject({
      address: "127.0.0.1",
    });
    await expect(checkPlatformAddress("http://127.0.0.1:4400/jwks", rules("127.0.0.1:4400", false))).rejects.toMatchObject({
      problem: "not-https",
    });
    await expect(checkPlatformAddress("https://127.0.0.1:4400/jwks", rules("127.0.0.1:4400", false))).rejects.toMatchObject({
      problem: "private-address",
    });
    await expect(checkPlatformAddress("http://lms.example.edu/jwks", rules("lms.example.edu", true))).rejects.toMatchObject({
      problem: "not-https",
    });
    await expect(checkPlatformAddress("https://inner.test/jwks", rules("inner.test", true))).rejects.toMatchObject({
      problem: "private-address",
    });
    // 127.0.0.1 behind a NAT64 translator, a 6to4 relay or the old compatible form is elsewhere, not here.
    for (const host of ["[64:ff9b::7f00:1]:4400", "[2002:7f00:1::1]:4400", "[::7f00:1]:4400"]) {
      await expect(checkPlatformAddress(`http://${host}/jwks`, rules(host, true))).rejects.toMatchObject({ problem: "private-address" });
    }
  });
});

describe("the connection a platform fetch makes", () => {
  let server: Server;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("goes to the address the name was checked with: the name is resolved once, and never again by the system", async () => {
    // A second lookup (the socket's own) would land here, and fail, instead of asking any resolver.
    const systemLookup = jest.spyOn(dns, "lookup").mockImplementation(((...args: unknown[]) => {
      (args.at(-1) as (error: Error) => void)(new Error("the system resolver was asked"));
    }) as unknown as typeof dns.lookup);
    try {
      const { asked, resolve } = resolving({ "platform.test": ["127.0.0.1"] });
      const fetchFromPlatform = platformFetch({ allowedHosts: [`platform.test:${port}`], allowLoopback: true, resolve });
      const response = await fetchFromPlatform(`http://platform.test:${port}/nrps/course?limit=1000`, {
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ path: "/nrps/course?limit=1000" });
      expect(asked).toEqual(["platform.test"]);
      expect(systemLookup).not.toHaveBeenCalled();
      expect(seen.at(-1)).toMatchObject({ host: `platform.test:${port}`, accept: "application/json" });
    } finally {
      systemLookup.mockRestore();
    }
  });

  it("never connects when the name resolves to an address it may not call", async () => {
    const before = seen.length;
    const { resolve } = resolving({ "platform.test": ["127.0.0.1"] });
    const fetchFromPlatform = platformFetch({ allowedHosts: [`platform.test:${port}`], allowLoopback: false, resolve });
    await expect(fetchFromPlatform(`http://platform.test:${port}/x`)).rejects.toMatchObject({ problem: "not-https" });
    await expect(fetchFromPlatform(`https://platform.test:${port}/x`)).rejects.toMatchObject({ problem: "private-address" });
    expect(seen.length).toBe(before);
  });

  it("answers a redirect as it came, never following it", async () => {
    const redirecting = createServer((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const other = (redirecting.address() as AddressInfo).port;
    const before = seen.length;
    try {
      const response = await platformFetch({ allowedHosts: [`127.0.0.1:${other}`], allowLoopback: true })(
        `http://127.0.0.1:${other}/config`,
      );
      expect(response.status).toBe(302);
      expect(seen.length).toBe(before);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});
