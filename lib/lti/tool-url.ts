import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";

/** An address on this site: NEXTAUTH_URL is the public one (behind a proxy the request's own is not). */
export function toolUrl(req: NextRequest, path: string): string {
  return new URL(path, env.NEXTAUTH_URL ?? req.nextUrl.origin).toString();
}
