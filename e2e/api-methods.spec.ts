import { connect } from "node:net";
import { expect, test } from "./support/test";
import { testClientAddress } from "./support/auth";
import { apiRouteMethods } from "../lib/api/route-methods";

/**
 * Issue 26: every /api route answers every method in JSON, through the real server (Next's own
 * handling of methods only shows there). Sent over a raw socket, so the method is exactly what a
 * client sends. TRACE, CONNECT and TRACK are absent: Node's Request refuses them, so Next answers 500
 * before any code of ours runs; so are methods Node's HTTP parser does not know (BREW: Node answers 400
 * itself). The reverse proxy refuses both (docs/decisions/http-methods-in-json.md).
 */

const port = Number(process.env.E2E_PORT || 3100);
const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "PROPFIND", "MKCOL", "LOCK", "SEARCH"];
const examplePath = (route: string) => route.replace("[...nextauth]", "session").replace("[kind]", "game-guide").replace("[slug]", "the-ev-gambit");

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request on its own connection; the answer once the server closes it. */
function send(method: string, path: string): Promise<Answer> {
  const body = ["POST", "PUT", "PATCH", "PROPFIND", "LOCK"].includes(method) ? "{}" : "";
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: localhost:${port}`,
    "Connection: close",
    `X-Forwarded-For: ${testClientAddress()}`,
    ...(body ? ["Content-Type: application/json", `Content-Length: ${body.length}`] : []),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n${body}`));
    socket.setTimeout(20_000, () => socket.destroy(new Error(`${method} ${path}: no answer`)));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      const raw = rest.join("\r\n\r\n");
      // Next answers with chunked transfer encoding; one chunk per answer is enough for these small bodies.
      const unchunked = headers["transfer-encoding"] === "chunked" ? raw.split("\r\n").filter((_, i) => i % 2 === 1).join("") : raw;
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: unchunked });
    });
  });
}

function problemWith(method: string, answer: Answer): string | null {
  if (!answer.status || answer.status >= 500) return `status ${answer.status}`;
  if (answer.status >= 300 && answer.status < 400) return answer.headers.location ? null : "a redirect without Location";
  if (!answer.headers["content-type"]?.startsWith("application/json")) return `content-type ${answer.headers["content-type"]} (${answer.status})`;
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
  test.setTimeout(120_000);
  const problems: string[] = [];
  const paths = [...Object.keys(apiRouteMethods).map(examplePath), "/api/no-such-route"];
  for (const path of paths) {
    for (const method of methods) {
      const problem = problemWith(method, await send(method, path));
      if (problem) problems.push(`${method} ${path}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test("PROPFIND on the demo route answers 405 with the route's own Allow and a JSON message", async () => {
  const answer = await send("PROPFIND", "/api/contact");
  expect({ status: answer.status, allow: answer.headers.allow, body: JSON.parse(answer.body) as unknown }).toEqual({
    status: 405,
    allow: "OPTIONS, POST",
    body: { message: "Method not allowed." },
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
