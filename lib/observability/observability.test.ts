import { acceptedRequestId } from "@/upstream-contract/request-id";
import { requestContextStorage } from "@/upstream-contract/request-context";
import { routeLabel } from "./route-pattern";
import { countRefusal, metrics } from "./metrics";

describe("request ids", () => {
  it("keeps nginx's id and a UUID; refuses what could forge a log field or is too long", () => {
    expect(acceptedRequestId("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123456789abcdef");
    expect(acceptedRequestId("2f1c7d8e-1111-4222-8333-944455556666")).toBe("2f1c7d8e-1111-4222-8333-944455556666");
    for (const bad of ["short", 'a"b:c"d=e', "abc\ndefghij", "x".repeat(129), undefined]) expect(acceptedRequestId(bad)).toBeUndefined();
  });
});

describe("route labels", () => {
  it("are the site's route patterns, never the path sent", () => {
    expect(
      [
        "/",
        "/privacy-policy",
        "/privacy-policy/",
        "/the-ev-gambit",
        "/api/health",
        "/api/health/",
        "/api/documents/the-ev-gambit/game-guide",
        "/api/auth/callback/credentials",
        "/api/x/y",
        "/robots.txt",
        "/_next/static/chunks/a.js",
        "/_next/image",
        "/_next/data/a.json",
        "/a/b/c",
      ].map(routeLabel),
    ).toEqual([
      "/",
      "/privacy-policy",
      "/privacy-policy",
      "/[slug]",
      "/api/health",
      "/api/health",
      "/api/documents/[slug]/[kind]",
      "/api/auth/[...nextauth]",
      "/api/[...path]",
      "/robots.txt",
      "/_next/static",
      "/_next/image",
      "/_next",
      "unmatched",
    ]);
  });

  it("stay a handful whatever 10,000 distinct paths a scan sends", () => {
    const labels = new Set(Array.from({ length: 10_000 }, (_, i) => routeLabel(i % 2 ? `/scan-${i}` : `/a/${i}/b?x=${i}`)));
    expect([...labels].sort()).toEqual(["/[slug]", "unmatched"]);
  });
});

describe("metrics", () => {
  it("count a refused address once per limit in ten minutes, each refusal every time", async () => {
    const value = async (name: string, limit: string) =>
      (await metrics.registry.getSingleMetric(name)!.get()).values.find((v) => v.labels.limit === limit)?.value ?? 0;
    for (const address of ["127.203.113.1", "127.203.113.1", "127.203.113.2"]) countRefusal("unit-test", address);
    expect([await value("rate_limit_refusals_total", "unit-test"), await value("rate_limit_refused_addresses_total", "unit-test")]).toEqual(
      [3, 2],
    );
  });

  it("one registry per process, whichever copy of the module asks", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect((require("./metrics") as typeof import("./metrics")).metrics).toBe(metrics);
    });
  });
});

describe("/api/metrics access", () => {
  const load = (token?: string) => {
    let mayRead!: (authorization: string | null) => boolean;
    jest.isolateModules(() => {
      process.env.METRICS_TOKEN = token ?? "";
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      mayRead = (require("./metrics-access") as typeof import("./metrics-access")).mayReadMetrics;
    });
    delete process.env.METRICS_TOKEN;
    return mayRead;
  };

  it("opens to a direct loopback caller, and to others only with the token", () => {
    const mayRead = load("a-long-enough-metrics-token");
    const forwarded = (auth: string | null) => requestContextStorage.run({ requestId: "r-12345678", direct: false }, () => mayRead(auth));
    expect(requestContextStorage.run({ requestId: "r-12345678", direct: true }, () => mayRead(null))).toBe(true);
    expect([forwarded(null), forwarded("Bearer wrong-token-of-some-length"), forwarded("Bearer a-long-enough-metrics-token")]).toEqual([
      false,
      false,
      true,
    ]);
    expect(requestContextStorage.run({ requestId: "r-12345678", direct: false }, () => load()("Bearer anything-at-all-here"))).toBe(false);
  });
});
