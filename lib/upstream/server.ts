import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { z } from "zod";
import { messages } from "@/lib/messages";
import { UpstreamError } from "./errors";
import {
  alternativeSignupBody,
  contactBody,
  credentialsBody,
  googleSignInBody,
  passwordResetBody,
  profileBody,
  registerBody,
  setCurrentGameBody,
  trialSessionBody,
} from "./schemas";
import type { AuthSession, Upstream } from "./types";

/**
 * Serves an Upstream (normally the embedded one) over HTTP on SPEC §7's paths, so one server can
 * stand for all four bases. Errors answer `{ detail }` with their status, like the real upstream.
 */

const up = messages.upstream;
const BODY_LIMIT = 64 * 1024;

interface Context {
  params: string[];
  body(): Promise<unknown>;
  token(): string;
}
type Handler = (ctx: Context) => Promise<unknown>;
interface Route {
  method: "GET" | "POST" | "PUT";
  pattern: RegExp;
  handle: Handler;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new HttpFailure(400, `${up.invalidRequest}: ${field}${issue?.message ?? ""}`.trim());
}

const session = (s: AuthSession) => ({ access_token: s.access_token, token_type: "bearer", user: s.user });

function routes(upstream: Upstream): Route[] {
  const post = (path: string, handle: Handler): Route => ({ method: "POST", pattern: new RegExp(`^${path}$`), handle });
  return [
    { method: "GET", pattern: /^\/healthz$/, handle: async () => ({ ok: true }) },
    {
      method: "GET",
      pattern: /^\/simulations\/ids-names$/,
      handle: async () => ({ success: true, data: await upstream.listSimulations() }),
    },
    post("/app-users/trial-session", async (c) => upstream.createTrialSession(parse(trialSessionBody, await c.body()))),
    post("/app-users/login", async (c) => session(await upstream.loginStudent(parse(credentialsBody, await c.body())))),
    post("/app-users/login-professor", async (c) =>
      session(await upstream.loginProfessor(parse(credentialsBody, await c.body()))),
    ),
    // SPEC shows this answer as a user object (uid, email): the user's fields with the token beside them.
    post("/app-users/google-signin", async (c) => {
      const s = await upstream.googleSignIn(parse(googleSignInBody, await c.body()));
      return { ...s.user, access_token: s.access_token, token_type: "bearer" };
    }),
    post("/app-users/register", async (c) => session(await upstream.register(parse(registerBody, await c.body())))),
    post("/auth/signup", async (c) => {
      const { name, email, password } = parse(alternativeSignupBody, await c.body());
      return session(await upstream.alternativeSignup({ name, email, password }));
    }),
    post("/auth/custom-login", async (c) => session(await upstream.alternativeLogin(parse(credentialsBody, await c.body())))),
    post("/api/auth/login", async (c) => session(await upstream.alternativeLogin(parse(credentialsBody, await c.body())))),
    { method: "GET", pattern: /^\/app-users\/auth\/me$/, handle: async (c) => upstream.getCurrentUser(c.token()) },
    {
      method: "PUT",
      pattern: /^\/auth\/me$/,
      handle: async (c) => upstream.updateProfile(c.token(), parse(profileBody, await c.body())),
    },
    post("/app-users/reset-password-user", async (c) => upstream.resetPassword(parse(passwordResetBody, await c.body()), "user")),
    post("/app-users/reset-password-professor", async (c) =>
      upstream.resetPassword(parse(passwordResetBody, await c.body()), "professor"),
    ),
    {
      method: "GET",
      pattern: /^\/app-users\/simulations-access\/([^/]+)$/,
      handle: async (c) => ({ success: true, data: await upstream.getSimulationsAccess(c.token(), c.params[0]!) }),
    },
    {
      method: "PUT",
      pattern: /^\/app-users\/set-current-game\/([^/]+)$/,
      handle: async (c) => {
        const { game_id } = parse(setCurrentGameBody, await c.body());
        await upstream.setCurrentGame(c.token(), c.params[0]!, game_id);
        return { success: true };
      },
    },
    post("/contact/submit", async (c) => {
      await upstream.submitContact(parse(contactBody, await c.body()));
      return { success: true };
    }),
    // Ours, not SPEC's: revokes the bearer token.
    post("/app-users/logout", async (c) => {
      await upstream.signOut(c.token());
      return { success: true };
    }),
  ];
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new HttpFailure(413, messages.api.tooLarge);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpFailure(400, messages.api.invalidJson);
  }
}

function bearer(req: IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  if (!match?.[1]) throw new HttpFailure(401, up.notAuthenticated);
  return match[1];
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function createUpstreamServer(upstream: Upstream): Server {
  const table = routes(upstream);
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://upstream.invalid").pathname.replace(/\/+$/, "") || "/";
    const matches = table.map((route) => ({ route, match: route.pattern.exec(path) })).filter((m) => m.match);
    const found = matches.find((m) => m.route.method === req.method);
    try {
      if (!found) {
        if (matches.length) throw new HttpFailure(405, up.methodNotAllowed);
        throw new HttpFailure(404, up.notFound);
      }
      const params = found.match!.slice(1).map((p) => decodeURIComponent(p));
      const result = await found.route.handle({ params, body: () => readBody(req), token: () => bearer(req) });
      send(res, 200, result);
    } catch (error) {
      if (error instanceof HttpFailure || error instanceof UpstreamError) {
        send(res, error.status, { detail: error.message });
        return;
      }
      console.error(`[upstream server] ${req.method} ${path}:`, error);
      send(res, 500, { detail: messages.api.generic });
    }
  });
}

export interface RunningUpstreamServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the server; port 0 picks a free one (tests). */
export async function startUpstreamServer(options: {
  upstream: Upstream;
  port?: number;
  host?: string;
}): Promise<RunningUpstreamServer> {
  const server = createUpstreamServer(options.upstream);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
