import type { NextRequest } from "next/server";
import { handleLaunch } from "@/lib/lti/handle-launch";

export const dynamic = "force-dynamic";

/** The platform's form_post of the id_token (lib/lti/handle-launch.ts). */
export const POST = (req: NextRequest) => handleLaunch(req);
