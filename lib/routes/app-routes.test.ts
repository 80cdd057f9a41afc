import path from "node:path";
import { scanAppRoutes, servedMethods } from "../../scripts/lib/app-routes.mjs";
import { appRoutes } from "./app-routes";
import { routeOf } from "./route-of";

const root = path.resolve(__dirname, "..", "..");

describe("lib/routes/app-routes.ts", () => {
  it("lists what app/ holds now", () => {
    try {
      expect(appRoutes).toEqual(scanAppRoutes(root));
    } catch (error) {
      throw new Error(`lib/routes/app-routes.ts is stale: run \`npm run routes\` and commit it.\n\n${(error as Error).message}`);
    }
  });

  it("names each address as Next serves it: groups dropped, segments and metadata files by Next's names", () => {
    const named = (pattern: string) => appRoutes.find((route) => route.pattern === pattern);
    expect([
      named("/join/[code]/project"),
      named("/[slug]"),
      named("/robots.txt"),
      named("/sitemap.xml"),
      named("/icon.svg"),
      named("/favicon.ico"),
      named("/opengraph-image"),
      // Inside the (site) group: Next adds a suffix made from the folder's path.
      named("/[slug]/opengraph-image-19c4ir"),
    ]).toEqual([
      { pattern: "/join/[code]/project", kind: "page" },
      { pattern: "/[slug]", kind: "page" },
      ...["/robots.txt", "/sitemap.xml", "/icon.svg", "/favicon.ico", "/opengraph-image", "/[slug]/opengraph-image-19c4ir"].map(
        (pattern) => ({ pattern, kind: "route", methods: ["GET"] }),
      ),
    ]);
    expect(appRoutes.filter((route) => route.pattern.includes("(") || route.pattern.includes("test"))).toEqual([]);
  });

  it("gives a route handler the methods its module exports, in each way a module can export one", () => {
    expect(
      servedMethods(`
        export const runtime = "nodejs";
        export async function GET(req) { return new Response(); }
        export const POST = handler({ run: async () => ({}) }), PUT = (req) => handle(req);
        export const { DELETE } = handlers;
        export { head as HEAD };
        export { patch as PATCH } from "./patch";
        export function helper() {}
      `),
    ).toEqual(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);
  });

  it("does not count an export that only answers 405 as a method served", () => {
    expect(servedMethods(`export function GET() {}\nexport const POST = notAllowed(["GET"]);\nexport const PUT = POST;`)).toEqual(["GET"]);
  });
});

describe("routeOf", () => {
  const patternOf = (pathname: string) => routeOf(pathname)?.pattern ?? null;

  it("finds a fixed address before a dynamic one, and the most fixed of those that match", () => {
    expect(
      ["/", "/login", "/login/", "/the-ev-gambit", "/join", "/join/ABC123", "/api/auth/session", "/api/auth/callback/credentials"].map(
        patternOf,
      ),
    ).toEqual(["/", "/login", "/login", "/[slug]", "/join", "/join/[code]", "/api/auth/[...nextauth]", "/api/auth/[...nextauth]"]);
    expect(["/api/documents/x", "/api/documents/x/game-guide", "/api/documents/x/y/z", "/api/nothing-here"].map(patternOf)).toEqual([
      "/api/documents/[slug]",
      "/api/documents/[slug]/[kind]",
      "/api/[...path]",
      "/api/[...path]",
    ]);
  });

  it("is null where no route serves the path", () => {
    expect(["/a/b/c", "/reference-game/lobby", "/games-overview/x"].map(patternOf)).toEqual([null, null, null]);
  });
});
