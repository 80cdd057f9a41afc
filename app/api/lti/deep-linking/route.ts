import type { NextRequest } from "next/server";
import { answerDeepLink } from "@/lib/lti/answer-deep-link";

export const dynamic = "force-dynamic";

/** The professor's choice from /lti/deep-link, returned signed to the platform (lib/lti/answer-deep-link.ts). */
export const POST = (req: NextRequest) => answerDeepLink(req);
