import { framedPagePolicy, SITE_HEADERS_SOURCE } from "./lib/lti/frame-headers.mjs";
import { securityHeaders } from "./security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // proxy.ts runs on /api (every method answers JSON), so Next copies each request body for it: no
  // more than our routes ever read (16 KiB, lib/api/body.ts) plus one byte, so a bigger one is still 413.
  experimental: { proxyClientMaxBodySize: 16 * 1024 + 1 },
  poweredByHeader: false,
  // `npm test` builds into its own folder, so that its build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // rate-limiter-flexible loads drizzle-orm with a dynamic import() that only Node itself resolves.
  // prom-client and OpenTelemetry are loaded by Node once, not bundled into instrumentation.ts and each
  // route handler apart (OpenTelemetry patches the modules Node loads: pg, http). pino is external by default.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "rate-limiter-flexible",
    "prom-client",
    "@opentelemetry/sdk-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation-http",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/instrumentation-undici",
  ],
  // jose 6 (lib/lti/) ships ES modules only: Next bundles it either way; listing it here also has next/jest
  // compile it, which Jest on Node 20 needs (it cannot require an ES module).
  transpilePackages: ["jose"],
  // On every answer of every deployment (next start, standalone, behind any proxy): pages, API answers,
  // redirects, errors and build assets (docs/decisions/content-security-policy.md); the LTI route handlers
  // write their own, and the LTI picker may be framed by a learning platform (docs/decisions/lti-framing.md).
  async headers() {
    const site = securityHeaders({ production: process.env.NODE_ENV === "production" });
    const policy = site.find((header) => header.key === "Content-Security-Policy").value;
    return [
      { source: SITE_HEADERS_SOURCE, headers: site },
      { source: "/lti/deep-link", headers: [{ key: "Content-Security-Policy", value: framedPagePolicy(policy) }] },
    ];
  },
};

export default nextConfig;
