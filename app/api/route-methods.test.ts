import "@/test-support/api/env";
import { readdirSync } from "node:fs";
import path from "node:path";
import { methodAnswer } from "@/lib/api/method-guard";
import { methodsOf } from "@/lib/api/route-methods";
import { messages } from "@/lib/messages";
import { appRoutes } from "@/lib/routes/app-routes";

/**
 * Every method on every /api route answers JSON. proxy.ts answers what a route does not
 * serve (lib/api/method-guard.ts) from the methods each route module exports, as the list of the site's
 * routes holds them (lib/routes/app-routes.ts); this checks that every route under app/api is in it, and the
 * answers. TRACE, CONNECT and TRACK never reach our code under Next (Node refuses them before Next runs; the recipe answers them at nginx); here they
 * stand for any method Next does not know.
 */

const root = path.resolve(__dirname);

function routeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === "route.ts" ? [`/api/${path.relative(root, dir).split(path.sep).join("/")}`] : [];
  });
}

const twelve = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "TRACE", "CONNECT", "PROPFIND", "MKCOL", "BREW"];
const examplePath = (route: string) =>
  route.replace(/\[\.\.\.[^\]]+\]/g, "callback/student-credentials").replace(/\[[^\]]+\]/g, "the-ev-gambit");

const apiRoutes = appRoutes.flatMap((route): [string, readonly string[]][] =>
  route.kind === "route" && route.pattern.startsWith("/api/") && route.pattern !== "/api/[...path]" ? [[route.pattern, route.methods]] : [],
);

describe("the methods of each route", () => {
  it("are known for every route under app/api (the catch-all's 404 aside), and nothing else", () => {
    expect(
      routeFolders(root)
        .filter((route) => route !== "/api/[...path]")
        .sort(),
    ).toEqual(apiRoutes.map(([route]) => route).sort());
    expect(apiRoutes.filter(([route]) => methodsOf(examplePath(route)) === null)).toEqual([]);
  });
});

describe.each(apiRoutes)("%s", (route, served) => {
  const pathname = examplePath(route);
  const allow = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"].filter(
    (method) => served.includes(method as never) || method === "OPTIONS" || (method === "HEAD" && served.includes("GET")),
  );

  it.each(twelve)("%s answers JSON, or is the route's own", async (method) => {
    const answer = methodAnswer(method, pathname);
    if (allow.includes(method) && method !== "OPTIONS") {
      expect(answer).toBeNull();
      return;
    }
    expect(answer).not.toBeNull();
    expect(answer!.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer!.headers.get("allow")).toBe(allow.join(", "));
    const body = (await answer!.json()) as { message?: string; allow?: string[] };
    if (method === "OPTIONS") expect({ status: answer!.status, body }).toEqual({ status: 200, body: { allow } });
    else expect({ status: answer!.status, message: body.message }).toEqual({ status: 405, message: messages.api.methodNotAllowed });
  });
});

it("an /api path no route serves answers any method Next does not know with a JSON 404", async () => {
  const answer = methodAnswer("PROPFIND", "/api/no-such-thing");
  expect(answer?.status).toBe(404);
  expect(await answer?.json()).toEqual({ message: messages.api.notFound });
  expect(methodAnswer("GET", "/api/no-such-thing")).toBeNull();
});
