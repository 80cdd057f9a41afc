// HTTP for the lecture-hall bench: every request leaves from a loopback source address chosen by the
// caller (nginx keys each client on the peer it sees, so one address is one school behind one NAT),
// on a keep-alive connection of the device's own, as a phone's browser keeps one to the site.
import { Agent, request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";

const LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const TIMEOUT_MS = 20_000;

/** A device: its own connections, all from `address` (loopback only). */
export function device(address) {
  if (!LOOPBACK.test(address)) throw new Error(`not a loopback address: ${address}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  const cookies = new Map();
  return {
    address,
    cookies,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    close: () => agent.destroy(),
    /** One exchange: { status, ms, body, headers, sentAt, doneAt } or { error, ms, sentAt, doneAt }. */
    send(url, { method = "GET", headers = {}, body } = {}) {
      const target = new URL(url);
      if (target.hostname !== "localhost" && !LOOPBACK.test(target.hostname)) throw new Error(`not loopback: ${url}`);
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const sentAt = performance.now();
      return new Promise((resolve) => {
        const done = (answer) => resolve({ ...answer, sentAt, doneAt: performance.now(), ms: performance.now() - sentAt });
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: target.port,
            path: target.pathname + target.search,
            method,
            agent,
            headers: {
              host: target.host,
              "accept-encoding": "gzip",
              ...(cookie ? { cookie } : {}),
              ...headers,
              ...(body ? { "content-length": Buffer.byteLength(body) } : {}),
            },
          },
          (res) => {
            const chunks = [];
            res.on("data", (chunk) => chunks.push(chunk));
            res.on("end", () => {
              for (const line of [res.headers["set-cookie"] ?? []].flat()) take(cookies, line);
              const raw = Buffer.concat(chunks);
              const body = res.headers["content-encoding"] === "gzip" && raw.length ? gunzipSync(raw) : raw;
              done({ status: res.statusCode, headers: res.headers, body });
            });
            res.on("error", (error) => done({ error: error.code ?? error.message }));
          },
        );
        req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error("client timeout")));
        req.on("error", (error) => done({ error: error.code ?? error.message }));
        req.end(body);
      });
    },
  };
}

function take(cookies, line) {
  const [pair = ""] = line.split(";");
  const at = pair.indexOf("=");
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1);
  if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") cookies.delete(name);
  else cookies.set(name, value);
}

/** The body as JSON, or null. */
export function jsonOf(answer) {
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    return null;
  }
}
