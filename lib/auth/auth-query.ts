import { param, type SearchParams } from "./query";
import { postAuthDestination } from "./redirect";
import { TRIAL_FROM_PARAM, TRIAL_GAME_PARAM, TRIAL_REDIRECT, trialReturnPath } from "@/lib/trial/trial-query";
import type { Role } from "@/lib/roles";

/** Where a successful log-in or sign-up goes; the free-trial round trip keeps its game (lib/trial/trial-query). */
export function destinationOf(params: SearchParams): string {
  const redirect = param(params, "redirect");
  if (redirect === TRIAL_REDIRECT) return trialReturnPath(param(params, TRIAL_GAME_PARAM), param(params, TRIAL_FROM_PARAM));
  return postAuthDestination(redirect);
}

/** `role=Facilitator` (any case) chooses a facilitator; anything else, or nothing, a student (SPEC's default). */
export function roleOf(params: SearchParams): Role {
  return param(params, "role")?.trim().toLowerCase() === "facilitator" ? "facilitator" : "student";
}
