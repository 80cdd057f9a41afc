import "@/test-support/api/env";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import { configureRateLimitForTests } from "@/lib/limits";
import { setUpstreamForTests } from "@/lib/upstream";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { apiRequest, sessionCookie, sessionCookieName, type Method, type RouteModule } from "@/test-support/api/requests";
import { fuzzBodies, fuzzCookie, percentEncodeLoose, prng, type FuzzBody, type Template } from "@/test-support/fuzz";
import { fuzzTemplates } from "@/test-support/fuzz-templates.mjs";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";
import * as currentGame from "./dashboard/current-game/route";
import * as dashboardGames from "./dashboard/games/route";
import * as me from "./me/route";
import * as passwordResetConfirm from "./password-reset/confirm/route";
import * as passwordReset from "./password-reset/route";
import * as register from "./register/route";
import * as simulations from "./simulations/route";
import * as trial from "./trial/route";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { getStore, storeDb } from "@/lib/store";

/**
 * Every route handler receives a few hundred generated bodies (test-support/fuzz.ts) and must
 * never answer 5xx, and always answer JSON with a `message` when it refuses. Reproduce a failure with
 * FUZZ_SEED=<seed> (printed with every problem); FUZZ_COUNT sets the bodies per route.
 */

const seed = Number(process.env.FUZZ_SEED || 7_2026);
const perRoute = Number(process.env.FUZZ_COUNT || 300);

const fixture = freshEmbedded();
const cookies: Record<"student" | "facilitator", string> = { student: "", facilitator: "" };

beforeAll(async () => {
  // Ended sessions, one-time links and the mail outbox live in the site store.
  await useMemoryStore();
  await getStore(); // opened here, not inside the first test's time budget
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  // Each request has its own client key (test-support/api/requests.ts), and the signed-in routes, which
  // count per account, a budget no run reaches, so the limit never hides a body.
  configureRateLimitForTests({ enabled: true, points: 10_000, windowSeconds: 60 });
  const student = await fixture.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword });
  // The demo student's address is proved upstream; a real sign-in records that here (lib/auth/email-verification.ts).
  await markEmailVerified(await storeDb(), seedAccounts.student.email);
  const facilitator = await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
  cookies.student = await sessionCookie(student);
  cookies.facilitator = await sessionCookie(facilitator);
  await fixture.upstream.register({
    name: "Reset Target",
    email: "reset-target@example.org",
    password: "secret-123",
    display_type: "Student",
  });
}, 60_000);

afterAll(() => restoreRouteTestState(fixture), 30_000);

interface BodyRoute {
  path: string;
  route: RouteModule;
  method: Method;
  session?: keyof typeof cookies;
  template: Template;
}

const bodyRoute = (path: keyof typeof fuzzTemplates, route: RouteModule, method: Method, session?: keyof typeof cookies): BodyRoute => ({
  path,
  route,
  method,
  session,
  template: fuzzTemplates[path],
});

const bodyRoutes: BodyRoute[] = [
  bodyRoute("/api/contact", contact, "POST"),
  bodyRoute("/api/trial", trial, "POST", "student"),
  bodyRoute("/api/register", register, "POST"),
  bodyRoute("/api/password-reset", passwordReset, "POST"),
  bodyRoute("/api/password-reset/confirm", passwordResetConfirm, "POST"),
  bodyRoute("/api/me", me, "PUT", "student"),
  bodyRoute("/api/dashboard/current-game", currentGame, "PUT", "facilitator"),
];

interface Problem {
  route: string;
  index: number;
  label: string;
  problem: string;
}

const leaks = /\n\s+at |node_modules|TypeError|SyntaxError|RangeError|ECONN|postgres|pglite|drizzle|sql/i;

/** Checks one answer; returns what is wrong with it, or null. */
async function judge(response: Response): Promise<string | null> {
  if (response.status >= 500) return `status ${response.status}: ${(await response.text()).slice(0, 200)}`;
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!type.startsWith("application/json")) return `content-type ${JSON.stringify(type)} (status ${response.status})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON (status ${response.status}): ${text.slice(0, 120)}`;
  }
  if (response.headers.get("cache-control") !== "no-store") return "cache-control is not no-store";
  if (response.status >= 400) {
    const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
    if (typeof message !== "string" || !message.trim()) return `status ${response.status} without a message: ${text.slice(0, 120)}`;
    if (leaks.test(message)) return `message leaks internals: ${message.slice(0, 200)}`;
    if (errors !== undefined) {
      const valid =
        errors !== null &&
        typeof errors === "object" &&
        Object.values(errors).every(
          (list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === "string" && m.length > 0),
        );
      if (!valid) return `errors is not { field: [messages] }: ${JSON.stringify(errors).slice(0, 120)}`;
    }
  }
  return null;
}

async function send(route: BodyRoute, fuzz: FuzzBody, cookie: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  if (fuzz.contentType !== null) headers["content-type"] = fuzz.contentType;
  const fn = route.route[route.method] as (req: ReturnType<typeof apiRequest>) => Promise<Response>;
  return fn(apiRequest(route.method, route.path, { raw: fuzz.body, headers, cookie }));
}

function report(problems: Problem[]): string {
  return problems
    .slice(0, 20)
    .map((p) => `FUZZ_SEED=${seed} ${p.route} #${p.index} [${p.label}]: ${p.problem}`)
    .join("\n");
}

describe(`fuzzed bodies (seed ${seed}, ${perRoute} per route)`, () => {
  it.each(bodyRoutes)(
    "$method $path: no 5xx, always JSON, a message on every refusal",
    async (route) => {
      const bodies = fuzzBodies(seed, perRoute, route.template);
      const problems: Problem[] = [];
      const statuses = new Map<number, number>();
      let reachedPastChecks = 0;
      for (const [index, fuzz] of bodies.entries()) {
        const cookie = route.session ? cookies[route.session] : undefined;
        const response = await send(route, fuzz, cookie);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // Accepted, or (a route behind a mailed token) refused by the token check, past the body checks.
        const answer = (await response
          .clone()
          .json()
          .catch(() => null)) as { problem?: unknown } | null;
        if (response.status < 300 || typeof answer?.problem === "string") reachedPastChecks += 1;
        const problem = await judge(response);
        if (problem) problems.push({ route: `${route.method} ${route.path}`, index, label: fuzz.label, problem });
      }
      expect(report(problems)).toBe("");
      // The generator reaches past the body checks too: some bodies get there, most are refused.
      expect(reachedPastChecks).toBeGreaterThan(0);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(perRoute / 3);
      expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
    },
    30_000,
  );

  it.each(bodyRoutes.filter((r) => r.session))(
    "$method $path with garbage session cookies: 401 JSON, never 5xx",
    async (route) => {
      const problems: Problem[] = [];
      const bodies = fuzzBodies(seed + 1, 60, route.template);
      for (const [index, fuzz] of bodies.entries()) {
        const response = await send(route, fuzz, `${sessionCookieName()}=${fuzzCookie(seed, index)}`);
        const problem = (await judge(response.clone())) ?? (response.status === 401 ? null : `status ${response.status}, expected 401`);
        if (problem) problems.push({ route: `${route.method} ${route.path}`, index, label: `cookie+${fuzz.label}`, problem });
      }
      expect(report(problems)).toBe("");
    },
    30_000,
  );
});

describe(`fuzzed reads (seed ${seed})`, () => {
  const reads: Array<{ path: string; route: RouteModule; session?: keyof typeof cookies }> = [
    { path: "/api/simulations", route: simulations },
    { path: "/api/me", route: me, session: "student" },
    { path: "/api/dashboard/games", route: dashboardGames, session: "facilitator" },
  ];

  it.each(reads)(
    "GET $path with fuzzed query strings and cookies: no 5xx, always JSON",
    async ({ path, route, session }) => {
      const rand = prng(seed);
      const problems: Problem[] = [];
      for (let index = 0; index < 150; index++) {
        const query = percentEncodeLoose(fuzzCookie(seed + 2, index)).slice(0, 2000);
        const cookie =
          session && rand() < 0.5 ? cookies[session] : `${sessionCookieName()}=${fuzzCookie(seed, index)}; other=${query.slice(0, 100)}`;
        const headers = rand() < 0.3 ? { origin: "https://evil.example", "content-type": "text/plain" } : undefined;
        const get = route.GET as (req: ReturnType<typeof apiRequest>) => Promise<Response>;
        const response = await get(apiRequest("GET", `${path}?q=${query}&uid=${query}`, { cookie, headers }));
        const problem = await judge(response);
        if (problem) problems.push({ route: `GET ${path}`, index, label: "query+cookie", problem });
      }
      expect(report(problems)).toBe("");
    },
    30_000,
  );
});

describe("the generator", () => {
  it("is reproducible from its seed and varied", () => {
    const template = { name: "a", email: "a@b.co" };
    const a = fuzzBodies(99, 200, template);
    expect(fuzzBodies(99, 200, template)).toEqual(a);
    expect(fuzzBodies(100, 200, template)).not.toEqual(a);
    const kinds = new Set(a.map((b) => b.label.split(":")[0]));
    expect([...kinds].sort()).toEqual(["content-type", "field", "missing", "raw", "top-level", "unicode"]);
    expect(a.some((b) => b.contentType !== "application/json")).toBe(true);
    expect(a.some((b) => (typeof b.body === "string" ? b.body.length : b.body.byteLength) > 16 * 1024)).toBe(true);
  });
});
