"use client";

import { notify } from "@/components/ui/notify";
import { useSessionUser } from "@/hooks/use-session-user";
import { messages } from "@/lib/messages";
import { ResourceIcon, type ResourceKind } from "./resource-icon";
import styles from "./resource-cards.module.css";

export interface ResourceEntry {
  kind: ResourceKind;
  label: string;
  description: string;
  /** The document's address; null when there is none. */
  url: string | null;
}

export interface ResourceCardsProps {
  resources: readonly ResourceEntry[];
}

/**
 * Teaching documents. Students see them locked; a missing document says the same; everyone else
 * opens the document in a new tab.
 */
export function ResourceCards({ resources }: ResourceCardsProps) {
  const { user } = useSessionUser();
  const locked = user?.type === "student";

  return (
    <ul className={styles.grid}>
      {resources.map((resource) => {
        const open = !locked && resource.url !== null;
        const body = (
          <>
            <span className={styles.icon}>
              <ResourceIcon kind={resource.kind} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{resource.label}</span>
              <span className={styles.description}>{resource.description}</span>
              <span className={open ? styles.action : styles.lockedAction}>
                {open ? (
                  <>
                    Open document<span className="visually-hidden"> (opens in a new tab)</span>
                    <span aria-hidden="true"> ↗</span>
                  </>
                ) : (
                  <>
                    <LockIcon /> Instructor access
                  </>
                )}
              </span>
            </span>
          </>
        );
        return (
          <li key={resource.kind}>
            {open ? (
              <a href={resource.url ?? undefined} target="_blank" rel="noopener noreferrer" className={styles.card}>
                {body}
              </a>
            ) : (
              <button
                type="button"
                className={`${styles.card} ${styles.locked}`}
                onClick={() => notify(messages.resources.noAccess)}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
