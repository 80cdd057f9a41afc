import type { NextRequest } from "next/server";
import { startLogin } from "@/lib/lti/start-login";

export const dynamic = "force-dynamic";

/** LTI 1.3 third-party initiated login (lib/lti/start-login.ts). */
export const GET = (req: NextRequest) => startLogin(req);
export const POST = (req: NextRequest) => startLogin(req);
