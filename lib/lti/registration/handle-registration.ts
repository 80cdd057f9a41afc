import "server-only";
import type { NextRequest } from "next/server";
import { storeDb } from "@/lib/store";
import { readParams } from "../read-params";
import { toolUrl } from "../tool-url";
import { completeRegistration, reviewRegistration } from "./dynamic-registration";
import { registrationDone, registrationRefusal, registrationReview } from "./registration-pages";

const FORM_LIMIT_BYTES = 8 * 1024;
const TOKEN_MAX_LENGTH = 4096;

/** /api/lti/register/<invite>?openid_configuration=…&registration_token=…: the page the platform opens. */
export async function handleRegistration(req: NextRequest, inviteToken: string): Promise<Response> {
  const read = await readParams(req, FORM_LIMIT_BYTES);
  if (!read.ok) return registrationRefusal("missing-configuration", `registration form: ${read.problem}`);
  const request = {
    openidConfiguration: read.params.get("openid_configuration") ?? "",
    registrationToken: read.params.get("registration_token") ?? "",
  };
  if (request.registrationToken.length > TOKEN_MAX_LENGTH) return registrationRefusal("too-large", "registration_token too long");
  let db;
  try {
    db = await storeDb();
  } catch (error) {
    return registrationRefusal("unavailable", error instanceof Error ? error.message : String(error));
  }
  if (req.method === "GET") {
    const reviewed = await reviewRegistration(db, inviteToken, request);
    return reviewed.ok
      ? registrationReview(reviewed.invite, reviewed.configuration, request)
      : registrationRefusal(reviewed.problem, reviewed.detail);
  }
  const registered = await completeRegistration(db, inviteToken, request, toolUrl(req, "/"));
  return registered.ok ? registrationDone(registered.platform) : registrationRefusal(registered.problem, registered.detail);
}
