import { securityHeaders } from "./security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Each page's own CSS in its HTML: on a slowed phone network the stylesheet's round trip after the
  // document was the whole gap to an empty page's LCP (docs/decisions.md, "What a phone gets").
  // proxy.ts runs on /api (every method answers JSON), so Next copies each request body for it: no
  // more than our routes ever read (16 KiB, lib/api/body.ts) plus one byte, so a bigger one is still 413.
  experimental: { inlineCss: true, cssChunking: { type: "graph", requestCost: 2000 }, proxyClientMaxBodySize: 16 * 1024 + 1 },
  poweredByHeader: false,
  // Next hashes a prerendered page's whole HTML for its ETag on every request (0.3 ms of the 1.3 ms the
  // home page took); a repeat visit re-downloading a page is the cheaper trade (docs/decisions.md,
  // "Throughput of next start").
  generateEtags: false,
  // A separate build folder lets a second build (tests, bench) run beside the served one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole tree with tsc once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // rate-limiter-flexible loads drizzle-orm with a dynamic import() that only Node itself resolves.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  // In production the site's own server sends these (scripts/lib/site-server.mjs), with each prerendered
  // page's script hashes in its policy; a header named here would replace that policy on every answer.
  async headers() {
    if (process.env.NODE_ENV === "production") return [];
    return [{ source: "/:path*", headers: securityHeaders({ production: false }) }];
  },
  async redirects() {
    return [
      { source: "/factory-manager-experience", destination: "/toc", permanent: true },
      { source: "/fruit-beer-game", destination: "/fruit-bear-game", permanent: true },
    ];
  },
};

export default nextConfig;
