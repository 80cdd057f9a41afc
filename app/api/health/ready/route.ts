import { json } from "@/lib/api/responses";
import { readiness } from "@/app/api/health/ready/readiness";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Readiness for a load balancer: 200 when this instance can serve, 503 (with what failed) otherwise. */
export async function GET() {
  const report = await readiness();
  return json(report, { status: report.status === "ready" ? 200 : 503 });
}
