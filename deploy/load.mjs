// Mixed traffic for the recipe's fault test (deploy/faults.test.mjs), loopback only and bounded: prerendered
// pages, signed-in session checks and demo requests, each demo request with a marker of its own and an
// Idempotency-Key, retried once with that key on a network error or a 502/503/504 as the site's forms do.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";

// Prerendered pages only: the log-in page is rendered per request (it offers Google only where it is set up).
const pages = ["/", "/the-ev-gambit", "/privacy-policy", "/terms-and-conditions"];
let addressCounter = 0;
/** A loopback source address of its own per write: nginx's X-Forwarded-For is the peer it sees. */
const nextAddress = () => {
  addressCounter += 1;
  return `127.${10 + (Math.floor(addressCounter / 250) % 200)}.${addressCounter % 250}.${1 + Math.floor(Math.random() * 250)}`;
};

/** One HTTP exchange from a given local address; resolves { status, headers, body } or { error }. */
function exchange(url, { method = "GET", headers = {}, body, localAddress } = {}) {
  return new Promise((resolve) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress,
        agent: false,
        headers: { host: target.host, ...headers, ...(body ? { "content-length": Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error("client timeout")));
    req.on("error", (error) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** nginx's own error answer (deploy/nginx.conf.template), told from the app's by its marker header. */
export const fromNginx = (answer) => answer.headers?.["x-error-source"] === "nginx";
const clearsSession = (answer) =>
  [answer.headers?.["set-cookie"] ?? []]
    .flat()
    .some((line) => /next-auth\.session-token[^=]*=;|next-auth\.session-token[^;]*;.*max-age=0/i.test(line));
const retryable = (answer) => answer.error || [502, 503, 504].includes(answer.status);

/**
 * Runs `concurrency` loops of mixed requests until stop() is called (or `maxMs` passes); stop() resolves
 * with every exchange: { kind, at, status | error, nginx, signedOut, marker?, tries? }.
 */
export function startLoad({ site, sessionCookies, concurrency = 12, maxMs = 60_000, writeEvery = 4 }) {
  const records = [];
  let running = true;
  const started = Date.now();
  const record = (kind, answer, extra = {}) =>
    records.push({
      kind,
      at: Date.now(),
      status: answer.status,
      error: answer.error,
      nginx: fromNginx(answer),
      signedOut: clearsSession(answer),
      ...extra,
    });

  async function write() {
    const marker = `fault-${randomUUID()}`;
    const key = randomUUID();
    const body = JSON.stringify({ name: "Fault Test", email: "fault@example.org", message: marker, kind: "demo" });
    // Its retries come from the same client, as a browser's within seconds do: an anonymous key is the
    // client's own, so a retry from another address would be another client's write.
    const localAddress = nextAddress();
    const send = () =>
      exchange(`${site}/api/contact`, {
        method: "POST",
        body,
        localAddress,
        headers: { "content-type": "application/json", "idempotency-key": key },
      });
    let answer = await send();
    const first = { status: answer.status, error: answer.error, nginx: fromNginx(answer), at: Date.now() };
    let tries = 1;
    // As the forms' sendJson (lib/client-fetch/request-json.ts): again with the same key after no answer or a
    // 502/503/504, after the Retry-After (at most 8 s) or 300 ms; while the next try starts within 20 s
    // of the first, six tries at most.
    const firstSent = first.at;
    while (tries < 6 && retryable(answer)) {
      const serverSaid = Number(answer.headers?.["retry-after"]);
      const delay = serverSaid ? Math.min(serverSaid * 1000, 8_000) : 300;
      if (Date.now() + delay - firstSent > 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      tries += 1;
      answer = await send();
    }
    record("write", answer, { marker, tries, ...(tries > 1 ? { first } : {}) });
  }

  async function loop(worker) {
    for (let i = 0; running && Date.now() - started < maxMs; i++) {
      if ((i + worker) % writeEvery === 0) await write();
      else if (i % 2 === 0) {
        const path = pages[(i + worker) % pages.length];
        record("page", await exchange(`${site}${path}`, { headers: { "accept-encoding": "gzip" } }), { path });
      } else {
        const cookie = sessionCookies[(i + worker) % sessionCookies.length];
        record("session", await exchange(`${site}/api/auth/session`, { headers: { cookie } }));
      }
    }
  }

  const loops = Promise.all(Array.from({ length: concurrency }, (_, worker) => loop(worker)));
  return {
    records,
    async stop() {
      running = false;
      await loops;
      return records;
    },
  };
}

export { exchange };
