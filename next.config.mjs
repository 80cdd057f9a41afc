import { securityHeaders } from "./security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` builds into its own folder, so that its build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // rate-limiter-flexible loads drizzle-orm with a dynamic import() that only Node itself resolves.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  // On every answer of every deployment (next start, standalone, behind any proxy): pages, API answers,
  // redirects, errors and build assets (docs/decisions/content-security-policy.md).
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [{ source: "/:path*", headers: securityHeaders({ production }) }];
  },
};

export default nextConfig;
