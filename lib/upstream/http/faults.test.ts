import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { messages } from "@/lib/messages";
import { createHttpUpstream } from "@/lib/upstream/http/adapter";
import { upstreamRequest } from "@/lib/upstream/http/request";
import type { Upstream } from "@/upstream-contract/types";
import { failure } from "@/test-support/upstream/failure";
import { captureLogLines } from "@/test-support/capture-logs";

/**
 * The http adapter against misbehaving upstreams: real loopback servers started here, each answering
 * one way. The status our routes answer: 502 when the upstream is down or answers 5xx / garbage,
 * 504 when it is too slow, the upstream's own status for its 4xx (upstream-contract/errors.ts).
 */

type Respond = (req: IncomingMessage, res: ServerResponse) => void;

interface Loopback {
  url: string;
  requests: Array<{ method: string; url: string; headers: IncomingMessage["headers"]; body: string }>;
  close(): Promise<void>;
}

const servers: Server[] = [];

async function loopback(respond: Respond): Promise<Loopback> {
  const requests: Loopback["requests"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      respond(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function reply(status: number, body: string, contentType = "application/json"): Respond {
  return (_req, res) => {
    res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
    res.end(body);
  };
}

const jsonReply = (status: number, value: unknown) => reply(status, JSON.stringify(value));

function adapterFor(url: string, timeoutMs = 2000): Upstream {
  return createHttpUpstream({ apiUrl: url, adminApiUrl: url, contactApiUrl: url, timeoutMs });
}

const logs = captureLogLines();
const errorLines = () => logs.lines.filter((line) => line.level === "error");
afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe("http adapter faults", () => {
  it("connection refused → 502 'service unavailable', logged once", async () => {
    const server = await loopback(jsonReply(200, {}));
    const { url } = server;
    await server.close();
    const error = await failure(adapterFor(url).listSimulations());
    expect(error).toMatchObject({ status: 502, message: messages.api.upstreamDown, upstreamStatus: undefined });
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]!.msg).toContain("unreachable");
  });

  it("an unresolvable host → 502 as well", async () => {
    const error = await failure(adapterFor("http://upstream.invalid").listSimulations());
    expect(error).toMatchObject({ status: 502, message: messages.api.upstreamDown });
  });

  it("no answer before the timeout → 504, without waiting for the late answer", async () => {
    const server = await loopback((_req, res) => {
      setTimeout(() => {
        if (!res.destroyed) jsonReply(200, { success: true, data: [] })(_req, res);
      }, 1500);
    });
    const started = Date.now();
    const error = await failure(adapterFor(server.url, 150).listSimulations());
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ status: 504, message: messages.api.upstreamTimeout });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1200);
  });

  it("a frozen upstream holds only maxPending calls: the next ones are refused at once with 503, and the place comes back", async () => {
    const server = await loopback(() => undefined); // never answers
    const upstream = createHttpUpstream({
      apiUrl: server.url,
      adminApiUrl: server.url,
      contactApiUrl: server.url,
      timeoutMs: 400,
      maxPending: 2,
    });
    const held = [failure(upstream.listSimulations()), failure(upstream.listSimulations())];
    const started = Date.now();
    const refused = await failure(upstream.listSimulations());
    expect(Date.now() - started).toBeLessThan(100);
    expect(refused).toMatchObject({ status: 503, message: messages.api.upstreamDown });
    expect((await Promise.all(held)).map((error) => error.status)).toEqual([504, 504]);
    expect((await failure(upstream.listSimulations())).status).toBe(504);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it("headers in time but the body stalls past the timeout → 504", async () => {
    const server = await loopback((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"success": true, "data": [');
      // never ends
    });
    const error = await failure(adapterFor(server.url, 200).listSimulations());
    expect(error).toMatchObject({ status: 504, message: messages.api.upstreamTimeout });
  });

  it("an answer just inside the timeout is fine", async () => {
    const server = await loopback((req, res) =>
      setTimeout(() => jsonReply(200, { success: true, data: [{ gameId: "g", name: "G" }] })(req, res), 50),
    );
    await expect(adapterFor(server.url, 1500).listSimulations()).resolves.toEqual([{ gameId: "g", name: "G" }]);
  });

  const demo = { name: "A", email: "a@b.co", message: "m", kind: "demo" } as const;

  it("500 with { detail } → 502 with the call's own fallback; the detail goes to the log with the request id", async () => {
    const server = await loopback(jsonReply(500, { detail: "database exploded at 10.0.0.5:5432" }));
    const error = await failure(adapterFor(server.url).submitContact(demo));
    expect(error).toMatchObject({ status: 502, message: messages.contact.upstreamFailed, upstreamStatus: 500 });
    const logged = logs.raw.join("");
    expect(logged).toContain((error as { requestId: string }).requestId);
    expect(logged).toContain("database exploded at 10.0.0.5:5432");
  });

  it("503 with { message } → 502 with the call's own fallback, never the message", async () => {
    const server = await loopback(jsonReply(503, { message: "maintenance", detail: "ignored" }));
    const error = await failure(adapterFor(server.url).submitContact(demo));
    expect(error).toMatchObject({ status: 502, message: messages.contact.upstreamFailed, upstreamStatus: 503 });
  });

  it("a 4xx detail is shown when it is short plain text, else the call's fallback", async () => {
    const short = await loopback(jsonReply(409, { detail: "An account with this email already exists" }));
    expect(await failure(adapterFor(short.url).submitContact(demo))).toMatchObject({
      status: 409,
      message: "An account with this email already exists",
    });
    for (const detail of ["x".repeat(201), "line one\nline two", "<b>bold</b>"]) {
      const odd = await loopback(jsonReply(400, { detail }));
      expect(await failure(adapterFor(odd.url).submitContact(demo))).toMatchObject({
        status: 400,
        message: messages.contact.upstreamFailed,
      });
    }
  });

  it("an answer over 1 MiB is a malformed answer (502), read no further than the limit", async () => {
    const huge = `{"success": true, "data": [${'"x",'.repeat(300_000)}"x"]}`;
    const server = await loopback(reply(200, huge));
    expect(await failure(adapterFor(server.url).listSimulations())).toMatchObject({ status: 502, message: messages.api.badAnswer });
    const streamed = await loopback((_req, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 4 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (sent < 4 * 1024 * 1024) res.once("drain", push);
        else res.end();
      };
      push();
    });
    expect(await failure(adapterFor(streamed.url).listSimulations())).toMatchObject({ status: 502, message: messages.api.badAnswer });
  });

  it("500 with an HTML page → 502 'service unavailable'", async () => {
    const server = await loopback(reply(500, "<html><body>Internal Server Error</body></html>", "text/html"));
    const error = await failure(adapterFor(server.url).listSimulations());
    expect(error).toMatchObject({ status: 502, message: messages.api.upstreamDown, upstreamStatus: 500 });
  });

  it("500 with JSON that has neither message nor detail → 502 with the call's SPEC fallback", async () => {
    const server = await loopback(jsonReply(500, { error: true }));
    expect(await failure(adapterFor(server.url).submitContact({ name: "A", email: "a@b.co", message: "m", kind: "demo" }))).toMatchObject({
      status: 502,
      message: messages.contact.upstreamFailed,
    });
    expect(
      await failure(adapterFor(server.url).register({ name: "A", email: "a@b.co", password: "secret1", display_type: "Student" })),
    ).toMatchObject({
      status: 502,
      message: messages.signup.failed,
    });
  });

  it("200 with a body that is not JSON → 502 'not JSON'", async () => {
    const server = await loopback(reply(200, "OK, stored.", "text/plain"));
    const error = await failure(adapterFor(server.url).listSimulations());
    expect(error).toMatchObject({ status: 502, message: messages.api.notJson, upstreamStatus: 200 });
  });

  it("200 with truncated JSON → 502 'not JSON'", async () => {
    const server = await loopback(reply(200, '{"success": true, "data": [{"gameId": '));
    expect(await failure(adapterFor(server.url).listSimulations())).toMatchObject({ status: 502, message: messages.api.notJson });
  });

  it("200 with JSON of the wrong shape → 502 'unexpected format'", async () => {
    const server = await loopback(jsonReply(200, { success: true, data: "nope" }));
    expect(await failure(adapterFor(server.url).listSimulations())).toMatchObject({ status: 502, message: messages.api.badAnswer });
  });

  it("a redirect is refused, never followed → 502", async () => {
    const target = await loopback(jsonReply(200, { success: true, data: [] }));
    const server = await loopback((_req, res) => {
      res.writeHead(302, { location: `${target.url}/simulations/ids-names` });
      res.end();
    });
    expect(await failure(adapterFor(server.url).listSimulations())).toMatchObject({ status: 502, message: messages.api.upstreamDown });
    expect(target.requests).toHaveLength(0);
  });

  it("the upstream's 4xx passes through with its detail", async () => {
    const conflict = await loopback(jsonReply(409, { detail: "Email already registered" }));
    expect(
      await failure(adapterFor(conflict.url).register({ name: "A", email: "a@b.co", password: "secret1", display_type: "Student" })),
    ).toMatchObject({
      status: 409,
      message: "Email already registered",
      upstreamStatus: 409,
    });
    const missing = await loopback(jsonReply(404, { detail: "Not Found" }));
    expect(await failure(adapterFor(missing.url).listSimulations())).toMatchObject({ status: 404, message: "Not Found" });
  });

  it("a FastAPI validation error (detail list) → 422 with the messages joined", async () => {
    const server = await loopback(
      jsonReply(422, {
        detail: [
          { loc: ["body", "email"], msg: "field required" },
          { loc: ["body", "password"], msg: "too short" },
        ],
      }),
    );
    const error = await failure(adapterFor(server.url).loginStudent({ email: "a@b.co", password: "x" }));
    expect(error).toMatchObject({ status: 422, message: "field required; too short" });
  });

  it("401 with an empty body → 401 with the login fallback of SPEC §7", async () => {
    const server = await loopback(reply(401, ""));
    expect(await failure(adapterFor(server.url).loginStudent({ email: "a@b.co", password: "x" }))).toMatchObject({
      status: 401,
      message: messages.login.failed,
    });
    expect(
      await failure(
        adapterFor(server.url).googleSignIn({ id_token: "t", uid: "u", email: "a@b.co", name: "", picture: null, type: "student" }),
      ),
    ).toMatchObject({
      status: 401,
      message: messages.login.backendFailed,
    });
  });

  it("a reset answered { success: false, detail } → 400 with the detail", async () => {
    const server = await loopback(jsonReply(200, { success: false, detail: "Unknown email" }));
    expect(await failure(adapterFor(server.url).resetPassword({ email: "a@b.co", new_password: "secret1" }, "user"))).toMatchObject({
      status: 400,
      message: "Unknown email",
    });
  });

  it("text values Infinity and -Infinity become numbers (SPEC §7 response reader)", async () => {
    const body =
      '{"score": "Infinity", "low": "-Infinity", "list": ["Infinity", "x", "-Infinity"], "nested": {"v": "Infinity"}, "word": "infinity"}';
    const server = await loopback(reply(200, body));
    const value = await upstreamRequest({ base: server.url, path: "/anything", timeoutMs: 2000 });
    expect(value).toEqual({ score: Infinity, low: -Infinity, list: [Infinity, "x", -Infinity], nested: { v: Infinity }, word: "infinity" });
  });

  it("Infinity text in an error body does not hide the fallback", async () => {
    const server = await loopback(reply(400, '{"detail": "Infinity"}'));
    expect(await failure(adapterFor(server.url).loginStudent({ email: "a@b.co", password: "x" }))).toMatchObject({
      status: 400,
      message: messages.login.failed,
    });
  });

  it("a person named 'Infinity' can still sign up and be read back (names stay text)", async () => {
    const user = { uid: "u1", email: "inf@example.org", name: "Infinity", picture: null, email_verified: false, type: "student" };
    const server = await loopback((req, res) =>
      req.url === "/app-users/auth/me" ? jsonReply(200, user)(req, res) : jsonReply(200, { access_token: "a.b.c", user })(req, res),
    );
    const adapter = adapterFor(server.url);
    const session = (await adapter.register({ name: "Infinity", email: user.email, password: "secret1", display_type: "Student" })).value;
    expect(session.user.name).toBe("Infinity");
    expect((await adapter.getCurrentUser("a.b.c")).name).toBe("Infinity");
    const trial = await loopback(jsonReply(200, { session: { code: "P5-ABCDEF" }, trial_user: { name: "-Infinity", email: user.email } }));
    const answer = await adapterFor(trial.url).createTrialSession({
      name: "-Infinity",
      email: user.email,
      current_trial_game_id: "ev-gambit",
    });
    expect(answer.value.trial_user.name).toBe("-Infinity");
  });

  it("sends JSON with the bearer token, to SPEC's paths on each base", async () => {
    const server = await loopback(jsonReply(200, { success: true }));
    await adapterFor(server.url).setCurrentGame("tok-1", "uid/1", "ev-gambit");
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "PUT", url: "/app-users/set-current-game/uid%2F1" });
    expect(request!.headers.authorization).toBe("Bearer tok-1");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.body)).toEqual({ game_id: "ev-gambit" });
  });

  it("sign-out stays best effort: a dead upstream does not throw", async () => {
    const server = await loopback(jsonReply(200, {}));
    const { url } = server;
    await server.close();
    await expect(adapterFor(url).signOut("tok")).resolves.toBeUndefined();
  });
});
