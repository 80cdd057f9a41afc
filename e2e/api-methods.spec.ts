import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { testClientAddress, warmUpUpstream } from "./support/auth";
import { appRoutes } from "../lib/routes/app-routes";

/**
 * Every /api route answers every method in JSON, through the real server (Next's own
 * handling of methods only shows there), each method sent exactly as a client would. TRACE, CONNECT
 * and TRACK are absent: Node's Request refuses them, so Next answers 500 before any code of ours runs;
 * so are methods Node's HTTP parser does not know (BREW: Node answers 400 itself). The reverse proxy refuses both (docs/decisions/http-methods-in-json.md).
 */

const port = Number(process.env.E2E_PORT || 3100);
const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "PROPFIND", "MKCOL", "LOCK", "SEARCH"];
const examplePath = (route: string) =>
  route.replace("[...nextauth]", "session").replace("[kind]", "game-guide").replace("[slug]", "the-ev-gambit");

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request, with the method exactly as given (Node's client sends any token as is). */
function send(method: string, path: string): Promise<Answer> {
  const body = ["POST", "PUT", "PATCH", "PROPFIND", "LOCK"].includes(method) ? "{}" : "";
  const headers: Record<string, string> = { "x-forwarded-for": testClientAddress() };
  if (body) Object.assign(headers, { "content-type": "application/json", "content-length": String(body.length) });
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false, timeout: 90_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer`)));
    req.on("error", reject);
    req.end(body);
  });
}

// The first request of a fresh server loads its modules and opens the upstream: seconds on a busy machine.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpUpstream(request);
});

/**
 * The LTI routes a learning platform sends a person's browser to (and its registration page) answer the methods they serve
 * with a page in words for that person; every other method there is JSON like anywhere else.
 */
const personPages: Record<string, readonly string[]> = {
  "/api/lti/login": ["GET", "HEAD", "POST"],
  "/api/lti/launch": ["POST"],
  "/api/lti/deep-linking": ["POST"],
  // The registration page an LMS opens for its administrator (a made-up invite: refused in words).
  "/api/lti/register/[invite]": ["GET", "HEAD", "POST"],
};

function problemWith(method: string, answer: Answer, path: string): string | null {
  if (!answer.status || answer.status >= 500) return `status ${answer.status}`;
  if (answer.status >= 300 && answer.status < 400) return answer.headers.location ? null : "a redirect without Location";
  if (personPages[path]?.includes(method)) {
    return answer.headers["content-type"]?.startsWith("text/html") ? null : `not a page (${answer.headers["content-type"]})`;
  }
  if (!answer.headers["content-type"]?.startsWith("application/json"))
    return `content-type ${answer.headers["content-type"]} (${answer.status})`;
  if (method === "HEAD") return null;
  try {
    JSON.parse(answer.body);
  } catch {
    return `not JSON (${answer.status}): ${answer.body.slice(0, 80)}`;
  }
  if (answer.status === 405 && !answer.headers.allow) return "405 without Allow";
  return null;
}

test(`every /api route answers ${methods.length} methods in JSON, never 5xx`, async () => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  const routes = appRoutes.filter(
    (route) => route.kind === "route" && route.pattern.startsWith("/api/") && route.pattern !== "/api/[...path]",
  );
  const paths = [...routes.map((route) => examplePath(route.pattern)), "/api/no-such-route"];
  for (const path of paths) {
    for (const method of methods) {
      const problem = problemWith(method, await send(method, path), path);
      if (problem) problems.push(`${method} ${path}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test("PROPFIND on the demo route answers 405 with the route's own Allow and a JSON message", async () => {
  const answer = await send("PROPFIND", "/api/contact");
  // Every error body also carries the request's id, for the operator to find its log lines.
  expect({ status: answer.status, allow: answer.headers.allow, body: JSON.parse(answer.body) as unknown }).toEqual({
    status: 405,
    allow: "OPTIONS, POST",
    body: { message: "Method not allowed.", requestId: expect.stringMatching(/^[\w-]{8,}$/) },
  });
});

test("OPTIONS names the methods the route serves, not every method it exports", async () => {
  const answer = await send("OPTIONS", "/api/me");
  expect({ status: answer.status, allow: answer.headers.allow, body: JSON.parse(answer.body) as unknown }).toEqual({
    status: 200,
    allow: "GET, HEAD, OPTIONS, PUT",
    body: { allow: ["GET", "HEAD", "OPTIONS", "PUT"] },
  });
});
