import { json } from "@/lib/api/responses";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Liveness for a load balancer: the process answers. Touches nothing else, so it is always quick. */
export function GET() {
  return json({ status: "ok" });
}
