"use client";

import { useId, useMemo, useState } from "react";
import useSWR, { SWRConfig } from "swr";
import { dashboardMessages } from "@/lib/messages/dashboard";
import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { joinGamesOf, toDashboardCards, type DashboardCatalogue } from "./dashboard-cards";
import styles from "./dashboard.module.css";
import { accessibleGamesUrl, fetchAccessibleGames } from "./fetch-accessible-games";
import { GameCard, GameCardSkeleton } from "./game-card";

export interface AccessibleGamesProps {
  uid: string;
  catalogue: DashboardCatalogue;
  hostUrl: string;
  /** The list the server drew the page with; the client only refreshes it. Absent: loaded here. */
  initialRecords?: AccessibleGameRecord[];
  /** Shown instead of an empty list: the ways to get a game. */
  emptyState?: React.ReactNode;
}

const skeletonCount = 3;

/** A cache of its own per signed-in user, so one account never sees another's list, even for a frame. */
export function AccessibleGames(props: AccessibleGamesProps) {
  return (
    <SWRConfig key={props.uid} value={{ provider: () => new Map() }}>
      <AccessibleGamesSection {...props} />
    </SWRConfig>
  );
}

function AccessibleGamesSection({ uid, catalogue, hostUrl, initialRecords, emptyState }: AccessibleGamesProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const panelId = useId();
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    uid ? [accessibleGamesUrl, uid] : null,
    ([url]: [string, string]) => fetchAccessibleGames(url),
    {
      fallbackData: initialRecords,
      revalidateOnMount: !initialRecords,
      revalidateOnFocus: true,
      shouldRetryOnError: false,
    },
  );
  const cards = useMemo(() => (data ? toDashboardCards(data, catalogue, hostUrl) : []), [data, catalogue, hostUrl]);
  const joinGames = useMemo(() => joinGamesOf(catalogue), [catalogue]);
  const refresh = () => {
    if (!isValidating) void mutate();
  };

  let status = "";
  if (isLoading) status = "Loading accessible games…";
  else if (isValidating) status = "Refreshing your licensed games…";
  else if (data) status = `${cards.length} licensed ${cards.length === 1 ? "game" : "games"} listed.`;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle} id={headingId}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18" className={styles.chevron}>
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {dashboardMessages.licensedTitle}
            {data ? <span className={styles.count}>{cards.length}</span> : null}
          </button>
        </h2>
        <button type="button" className={`btn btn-outline ${styles.refresh}`} onClick={refresh} aria-disabled={isValidating || undefined}>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            className={isValidating ? `${styles.refreshIcon} ${styles.spinning}` : styles.refreshIcon}
          >
            <path d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v3h-3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {dashboardMessages.refresh}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div id={panelId} className={styles.panelBody} hidden={!open}>
        <p className={styles.panelLead}>{dashboardMessages.accessibleLead}</p>
        {error ? (
          <div role="alert" className={`alert alert-error ${styles.error}`}>
            <p className={styles.errorText}>
              {dashboardMessages.errorPrefix}
              {error instanceof Error && error.message ? error.message : dashboardMessages.loadFailed}
            </p>
            <button type="button" className="btn btn-outline" onClick={refresh}>
              Retry
            </button>
          </div>
        ) : null}
        {isLoading ? (
          <ul className={`card-columns ${styles.grid}`} aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, index) => (
              <GameCardSkeleton key={index} />
            ))}
          </ul>
        ) : data && cards.length === 0 ? (
          (emptyState ?? <p className={styles.empty}>{dashboardMessages.empty}</p>)
        ) : data ? (
          <ul className={`card-columns ${styles.grid}`} aria-label="Accessible games">
            {cards.map((card) => (
              <GameCard key={card.id} card={card} joinGames={joinGames} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
