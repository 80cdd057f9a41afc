import { games, type Game } from "@/content";
import { claims, type LaunchClaims } from "./claims";

/** The custom parameters a deep-linked resource link carries (lib/lti/deep-linking-response.ts writes them). */
export const CUSTOM_GAME = "game";
export const CUSTOM_SESSION_CODE = "session_code";

export interface LinkParameters {
  game: Game | null;
  /** As the professor typed it; the join rules check it. */
  code: string | null;
}

const short = (value: unknown, max: number) => (typeof value === "string" && value.trim() && value.length <= max ? value.trim() : null);

export function linkParametersOf(launch: LaunchClaims): LinkParameters {
  const custom = launch[claims.custom] ?? {};
  const slug = short(custom[CUSTOM_GAME], 64);
  return { game: games.find((game) => game.slug === slug) ?? null, code: short(custom[CUSTOM_SESSION_CODE], 64) };
}

/** The person's name as the platform gives it, in the join's shape. */
export function personNameOf(launch: LaunchClaims): string {
  const joined = [launch.given_name, launch.family_name].filter(Boolean).join(" ");
  return (launch.name?.trim() || joined.trim()).slice(0, 120);
}
