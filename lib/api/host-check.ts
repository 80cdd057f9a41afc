import { messages } from "@/lib/messages";
import { isOwnHost, refusesOtherHosts } from "@/lib/security/own-host";
import { errorResponse } from "./responses";

/** 421 in words when a demo server is reached under a name that is not its own, else null. */
export function otherHostAnswer(headers: Headers): Response | null {
  return refusesOtherHosts() && !isOwnHost(headers.get("host")) ? errorResponse(421, messages.api.wrongHost) : null;
}
