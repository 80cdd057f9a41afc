import type { NextRequest } from "next/server";
import { handleRegistration } from "@/lib/lti/registration/handle-registration";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ invite: string }> };

/** LTI Dynamic Registration through an operator's invite: GET shows what will be registered, POST registers it. */
export const GET = async (req: NextRequest, { params }: Context) => handleRegistration(req, (await params).invite);
export const POST = async (req: NextRequest, { params }: Context) => handleRegistration(req, (await params).invite);
