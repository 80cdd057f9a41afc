import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getSessionUser, type SessionUserWithToken } from "@/lib/auth/signed-in";

/** The signed-in person of a reference game host page, with their upstream token (the games' sites share the sign-in). */
export async function pageSessionUser(path: string): Promise<SessionUserWithToken | null> {
  return getSessionUser(new NextRequest(new URL(path, "http://site.internal"), { headers: await headers() }));
}
