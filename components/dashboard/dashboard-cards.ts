import type { Game, Image } from "@/content/schema";
import { formatValidTill } from "@/lib/dashboard/accessible-games";
import type { JoinGame } from "@/lib/join/code-game";
import type { AccessibleGameRecord } from "@/upstream-contract/types";

/** What a card needs from content, by upstream game id; built on the server, where content lives. */
export interface DashboardGameInfo {
  title: string;
  image: Image;
  /** The game's session page on the dashboard host. */
  href: string;
  /** The game's session-code prefix, null for the game that takes every other code. */
  joinPrefix: string | null;
}

export type DashboardCatalogue = Record<string, DashboardGameInfo>;

/** A dashboard card (no icon: the image stands for the game). */
export interface DashboardCard {
  id: string;
  gameId: string;
  title: string;
  /** 'DD MON YYYY', or null when the access does not expire. */
  date: string | null;
  /** The raw expiry, for a machine-readable <time>. */
  expiry: string | null;
  image: Image | null;
  href: string;
  /** The game's session-code prefix; undefined for a game unknown to content (its codes are not checked). */
  joinPrefix: string | null | undefined;
}

export function dashboardUrl(hostUrl: string, path: string): string {
  return `${hostUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export function buildDashboardCatalogue(games: readonly Game[], hostUrl: string): DashboardCatalogue {
  const catalogue: DashboardCatalogue = {};
  for (const game of games) {
    const info = {
      title: game.title,
      image: game.image,
      href: dashboardUrl(hostUrl, game.dashboardPath),
      joinPrefix: game.join.prefix,
    };
    for (const gameId of game.gameIds) catalogue[gameId] ??= info;
  }
  return catalogue;
}

/** Records the server already filtered, as cards; a game unknown to content keeps the upstream's name. */
export function toDashboardCards(
  records: readonly AccessibleGameRecord[],
  catalogue: DashboardCatalogue,
  hostUrl: string,
): DashboardCard[] {
  return records.map((record) => {
    const info = Object.hasOwn(catalogue, record.game_id) ? catalogue[record.game_id] : undefined;
    const expiry = record.expiry_date || null;
    return {
      id: record.id,
      gameId: record.game_id,
      title: info?.title ?? record.simulation_name,
      date: expiry ? formatValidTill(expiry) || expiry : null,
      expiry,
      image: info?.image ?? null,
      href: info?.href ?? dashboardUrl(hostUrl, "/"),
      joinPrefix: info?.joinPrefix,
    };
  });
}

/** Every game's session-code prefix and title, for telling which game a code belongs to. */
export function joinGamesOf(catalogue: DashboardCatalogue): JoinGame[] {
  const seen = new Map<string | null, JoinGame>();
  for (const { joinPrefix, title } of Object.values(catalogue))
    if (!seen.has(joinPrefix)) seen.set(joinPrefix, { prefix: joinPrefix, title });
  return [...seen.values()];
}
