import "server-only";
import { joinTargetOf } from "@/lib/join/join-game";
import { gameJoinAddress, joinRoutes } from "@/lib/join/game-hosts";
import { routeJoinCode } from "@/lib/join/route-code";
import { emailPattern } from "@/upstream-contract/email-address/syntax";
import type { LaunchClaims } from "./claims";
import { linkParametersOf, personNameOf } from "./link-parameters";

/**
 * Where a learner's launch goes, exactly as the join box would send them: the code's game with the
 * code, their LMS name and e-mail (not for DS and OP); without a code, the game's own join
 * page; without either, the catalogue.
 */
export function learnerDestination(launch: LaunchClaims): string {
  const { game, code } = linkParametersOf(launch);
  if (code && joinTargetOf(code)?.game) {
    const email = launch.email && emailPattern.test(launch.email) ? launch.email : null;
    return routeJoinCode(code, joinRoutes(), { email, name: personNameOf(launch) || null });
  }
  if (game) return gameJoinAddress(game);
  return "/#ourSimulations";
}
