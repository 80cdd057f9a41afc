import "server-only";
import type { NextRequest } from "next/server";
import { readLimited } from "@/lib/api/read-limited";

export type ParamsResult = { ok: true; params: URLSearchParams } | { ok: false; problem: "too-large" | "not-a-form" };

/** The parameters of a GET's query or of a POSTed form (application/x-www-form-urlencoded, at most `limit` bytes). */
export async function readParams(req: NextRequest, limit: number): Promise<ParamsResult> {
  if (req.method === "GET" || req.method === "HEAD") return { ok: true, params: req.nextUrl.searchParams };
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    await req.body?.cancel().catch(() => undefined);
    return { ok: false, problem: "not-a-form" };
  }
  const bytes = await readLimited(req, limit);
  if (!bytes) return { ok: false, problem: "too-large" };
  return { ok: true, params: new URLSearchParams(new TextDecoder().decode(bytes)) };
}
