import { NextResponse, type NextRequest } from "next/server";
import { methodAnswer } from "@/lib/api/method-guard";
import { proxyUser } from "@/lib/auth/signed-in";
import { otherHostAnswer } from "@/lib/api/host-check";
import { DASHBOARD_LOGIN_PATH } from "@/lib/auth/landing";

/**
 * Old addresses of two games, moved for good. Redirected here rather than in next.config's
 * redirects(), whose answers carry none of the headers from headers().
 */
const movedPages: Record<string, string> = { "/factory-manager-experience": "/toc", "/fruit-beer-game": "/fruit-bear-game" };

/**
 * First of two checks (the pages check again on the server): signed-in people skip /login and /signup;
 * /games-overview is for signed-in instructors only. A session whose upstream token has expired, or that
 * was ended on the server (sign-out, password reset), counts as signed out. Next 16 runs the proxy on the
 * Node.js runtime, so it reads the same store as the route handlers.
 * On /api it only answers methods the route does not serve, in JSON (lib/api/method-guard.ts). A demo
 * server, whose passwords are public, answers none of these under a name that is not its own.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const otherHost = otherHostAnswer(request.headers);
  if (otherHost) return otherHost;
  if (pathname === "/api" || pathname.startsWith("/api/")) return methodAnswer(request.method, pathname) ?? NextResponse.next();
  const moved = movedPages[pathname];
  if (moved) return NextResponse.redirect(new URL(moved, request.nextUrl.origin), 308);
  // With the store out of reach the cookie decides; the page checks again on the server.
  const user = await proxyUser(request);

  if (pathname === "/games-overview") {
    if (!user) return redirectTo(request, DASHBOARD_LOGIN_PATH);
    // The home page reads the flag and says why (components/home/notice-from-query.tsx).
    if (user.role !== "facilitator") return redirectTo(request, "/?notice=instructors-only");
    return NextResponse.next();
  }
  if (user) return redirectTo(request, "/");
  return NextResponse.next();
}

function redirectTo(request: NextRequest, target: string) {
  return NextResponse.redirect(new URL(target, request.nextUrl.origin));
}

// Only a request carrying next-auth's session cookie (named with or without the __Secure- prefix, whole or
// in chunks) can be signed in, so the proxy runs on /login and /signup only then: everyone else gets the
// prerendered page straight away, at the throughput of any other static page.
// Every /api request, for its method (lib/api/method-guard.ts): a JSON answer to any method. Not one whose
// body comes in chunks of unknown total length: Next would copy such a body for the proxy only up to its
// limit and hand the route the copy, silently cut; without the proxy the route reads it whole or answers 413.
export const config = {
  matcher: [
    { source: "/api/:path*", missing: [{ type: "header", key: "transfer-encoding" }] },
    "/games-overview",
    "/factory-manager-experience",
    "/fruit-beer-game",
    { source: "/login", has: [{ type: "header", key: "cookie", value: ".*next-auth\\.session-token.*" }] },
    { source: "/signup", has: [{ type: "header", key: "cookie", value: ".*next-auth\\.session-token.*" }] },
  ],
};
