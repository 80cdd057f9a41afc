import "server-only";
import { z } from "zod";

/**
 * The one module that reads process.env on the server. Parsed once, at import: a malformed value
 * stops the process with a message naming the variable.
 */

type Source = Record<string, string | undefined>;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).transform((value) => value.replace(/\/+$/, ""));
const optionalUrl = z.preprocess(blankToUndefined, httpUrl.optional());
const urlWithDefault = (fallback: string) => z.preprocess(blankToUndefined, httpUrl.default(fallback));
const flag = (fallback: boolean) => z.preprocess(blankToUndefined, z.stringbool({ error: "must be true or false" }).default(fallback));
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(min).max(max).default(fallback),
  );
const optionalText = z.preprocess(blankToUndefined, z.string().optional());

const NO_UPSTREAM =
  "is not true and no upstream address is set. A production server needs UPSTREAM_API_URL, UPSTREAM_ADMIN_API_URL " +
  "and UPSTREAM_CONTACT_API_URL, or EMBEDDED_UPSTREAM=true for the in-process reference upstream with its demo accounts";

/** `next build` prerenders pages with NODE_ENV=production; what a server needs at start is not needed then. */
const building = (source: Source) => source.NEXT_PHASE === "phase-production-build";

const schema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(["development", "production", "test"]).default("development")),
    UPSTREAM_API_URL: optionalUrl,
    UPSTREAM_ADMIN_API_URL: optionalUrl,
    UPSTREAM_CONTACT_API_URL: optionalUrl,
    UPSTREAM_TIMEOUT_MS: int(5_000, 50, 120_000),
    /** Upstream calls one instance lets wait at once; further ones are refused with 503 at once. */
    UPSTREAM_MAX_PENDING: int(32, 1, 10_000),
    UPSTREAM_TOKEN_TTL_SECONDS: int(432_000, 60, 31_536_000),
    UPSTREAM_PORT: int(4010, 0, 65_535),
    UPSTREAM_HOST: z.preprocess(blankToUndefined, z.string().default("127.0.0.1")),
    /** Runs the reference upstream in-process, with its demo accounts, when no upstream address is set. */
    EMBEDDED_UPSTREAM: flag(false),
    /** `npm run upstream`: seed the demo accounts (the in-process upstream always has them). */
    UPSTREAM_DEMO_ACCOUNTS: flag(false),
    REFERENCE_UPSTREAM_ADMIN_KEY: z.preprocess(blankToUndefined, z.string().min(16, "must be at least 16 characters").max(256).optional()),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default(".data")),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL")
        .optional(),
    ),
    /**
     * Connections each instance keeps to the store's PostgreSQL. A class arriving at once makes several
     * counter writes per student, each holding a connection through its commit: five queued twenty deep.
     */
    STORE_POOL_SIZE: int(10, 1, 100),
    RATE_LIMIT_ENABLED: flag(true),
    RATE_LIMIT_POINTS: int(300, 1, 100_000),
    RATE_LIMIT_WINDOW_SECONDS: int(600, 1, 86_400),
    /**
     * Reverse proxies of our own in front of the site. 0 and 1 both take the last X-Forwarded-For entry
     * (`next start` writes the TCP peer there when there is none); 0 also warns at start, since a client
     * may have sent that entry itself.
     */
    TRUST_PROXY_HOPS: int(0, 0, 10),
    /**
     * Site-wide ceilings per flow per hour, beside the per-address ones: generous, so a class
     * of 200 signing up, resetting and starting trials in one hour is never refused.
     */
    GLOBAL_REGISTER_PER_HOUR: int(2_000, 1, 1_000_000),
    GLOBAL_PASSWORD_RESET_PER_HOUR: int(2_000, 1, 1_000_000),
    GLOBAL_CONTACT_PER_HOUR: int(2_000, 1, 1_000_000),
    GLOBAL_TRIAL_PER_HOUR: int(2_000, 1, 1_000_000),
    /** Days used or expired one-time links, kept mail and other spent rows stay before the sweep deletes them. */
    SWEEP_KEEP_DAYS: int(7, 1, 365),
    /**
     * Test suites only: LTI Dynamic Registration may reach a platform over plain http on loopback (the
     * simulator). Otherwise a platform's addresses must be https and never resolve to a private address.
     */
    LTI_ALLOW_LOOPBACK_PLATFORMS: flag(false),
    /**
     * Test servers only: the score outbox runs this many times faster (its pass every minute, its retries
     * 1 min → 12 h, its give-up after a day), so a browser or recipe test sees a retry in seconds.
     */
    LTI_SCORE_RETRY_SPEEDUP: int(1, 1, 3_600),
    /** Days a registration invite (`npm run lti -- invite`) stays valid unless --days says otherwise. */
    LTI_INVITE_DAYS: int(7, 1, 90),
    NEXTAUTH_URL: optionalUrl,
    NEXTAUTH_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: urlWithDefault("https://accounts.google.com"),
    AUTH_COOKIE_DOMAIN: optionalText,
    /** smtp(s)://user:pass@host:port; unset: mail goes to the store's outbox and the server log. */
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** Playwright's server only: the accounts test hook (expire a link) exists. */
    // Seconds a mailed reset link stays usable (30 minutes; the e2e suite runs a second server with a short one).
    RESET_LINK_TTL_SECONDS: int(1800, 1, 86_400),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().max(320).default("BizSim Lab <no-reply@localhost>")),
    /** Log lines below this level are not written (pino's levels). */
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    /** A bearer token that opens /api/metrics to callers other than a direct loopback one (a Prometheus elsewhere). */
    METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, "must be at least 16 characters").max(256).optional()),
    /** Set: traces go to this OTLP/HTTP collector (OpenTelemetry reads it and its OTEL_* siblings itself). Unset: no tracing code loads. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    DASHBOARD_HOST_URL: urlWithDefault("https://dashboard.bizsimlab.example"),
    EV_GAMBIT_HOST_URL: urlWithDefault("https://ev-gambit.bizsimlab.example"),
    /**
     * Game hosts that report learners' completion (POST /api/lti/completions): `host-id:secret`, comma
     * separated; each secret 32 to 256 characters, known to that host alone.
     */
    GAME_HOST_SECRETS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(4096)
        .regex(
          /^[a-z0-9-]{1,32}:[!-+\--~]{32,256}(,[a-z0-9-]{1,32}:[!-+\--~]{32,256})*$/,
          "must be host-id:secret pairs, comma separated, each secret 32 to 256 characters without spaces or commas",
        )
        .optional(),
    ),
    /** The stand-in for the games' own sites (lib/join/game-hosts.ts); unset: on in embedded mode without game host addresses. */
    REFERENCE_GAME_HOST: z.preprocess(blankToUndefined, z.stringbool({ error: "must be true or false" }).optional()),
  })
  .superRefine((value, ctx) => {
    const bases = ["UPSTREAM_API_URL", "UPSTREAM_ADMIN_API_URL", "UPSTREAM_CONTACT_API_URL"] as const;
    if (!bases.some((key) => value[key])) return;
    for (const key of bases) {
      if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required once any upstream URL is set" });
    }
  });

export type Env = z.output<typeof schema> & {
  upstreamMode: "http" | "embedded";
  /** Games open on the reference game host, served by this site under /reference-game (lib/join/game-hosts.ts). */
  referenceGameHost: boolean;
  /** A production site server with no upstream address and no EMBEDDED_UPSTREAM: it must not start. */
  missingUpstream: boolean;
};

/** Why a site server must not start with these settings, or null. */
export function startProblem(value: Env): string | null {
  return value.missingUpstream ? `Invalid environment: EMBEDDED_UPSTREAM ${NO_UPSTREAM}` : null;
}

export class EnvError extends Error {
  constructor(
    readonly variables: string[],
    detail: string,
  ) {
    super(`Invalid environment: ${detail}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Source): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({ name: String(issue.path[0] ?? "?"), message: issue.message }));
    throw new EnvError(
      problems.map((p) => p.name),
      problems.map((p) => `${p.name} ${p.message}`).join("; "),
    );
  }
  const value = result.data;
  const http = Boolean(value.UPSTREAM_API_URL || value.UPSTREAM_ADMIN_API_URL || value.UPSTREAM_CONTACT_API_URL);
  const missingUpstream = !http && value.NODE_ENV === "production" && !value.EMBEDDED_UPSTREAM && !building(source);
  const gameHostsSet = ["DASHBOARD_HOST_URL", "EV_GAMBIT_HOST_URL"].filter((name) => blankToUndefined(source[name]) !== undefined);
  if (value.REFERENCE_GAME_HOST && gameHostsSet.length) {
    throw new EnvError(
      ["REFERENCE_GAME_HOST"],
      `REFERENCE_GAME_HOST is never used with real game hosts: unset it or ${gameHostsSet.join(" and ")}`,
    );
  }
  const referenceGameHost = value.REFERENCE_GAME_HOST ?? (!http && gameHostsSet.length === 0);
  return { ...value, upstreamMode: http ? "http" : "embedded", missingUpstream, referenceGameHost };
}

export const env: Env = parseEnv(process.env);
export const upstreamMode = env.upstreamMode;
