import { securityHeaders } from "./security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate build folder lets a second build (tests, bench) run beside the served one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole tree with tsc once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // rate-limiter-flexible loads drizzle-orm with a dynamic import() that only Node itself resolves.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [{ source: "/:path*", headers: securityHeaders({ production }) }];
  },
  async redirects() {
    return [
      { source: "/factory-manager-experience", destination: "/toc", permanent: true },
      { source: "/fruit-beer-game", destination: "/fruit-bear-game", permanent: true },
    ];
  },
};

export default nextConfig;
