"use client";

import { useResendVerification } from "@/components/account/use-resend-verification";
import { RequestDemoButton } from "@/components/contact/request-demo-button";
import { notify } from "@/components/ui/notify";
import { documentMessages } from "@/lib/messages/documents";
import { verifyEmailMessages } from "@/lib/messages/verify-email";
import { documentHref, type DocumentKind } from "@/lib/documents/kinds";
import { ResourceIcon } from "./resource-icon";
import { useDocumentAccess, type CardAccess } from "./use-document-access";
import grid from "./card-grid.module.css";
import styles from "./resource-cards.module.css";

const text = documentMessages;

export interface ResourceEntry {
  kind: DocumentKind;
  label: string;
  description: string;
  /** Whether the game has this document; its file stays on the server. */
  available: boolean;
  /** A stand-in for the real document: the card says "Sample" (so does the file). */
  sample?: boolean;
  /** Its page count, read from the PDF at build time (null: unknown or no document). */
  pages: number | null;
}

export interface ResourceCardsProps {
  slug: string;
  /** The game's title, for the licence request. */
  gameTitle: string;
  resources: readonly ResourceEntry[];
  /** SPEC's 'You don't have instructor level access to this resource.' */
  noAccessMessage: string;
}

function lockedMessage(access: Exclude<CardAccess, "open">, noAccessMessage: string): string {
  switch (access) {
    case "missing":
      return text.notYet;
    case "student":
      return noAccessMessage;
    case "visitor":
      return text.visitor;
    case "unverified":
      return text.unverified;
    case "no-access":
      return text.noAccess;
    case "checking":
      return text.checking;
    case "error":
      return text.unavailable;
  }
}

/**
 * Teaching documents, for licensed instructors only: each card either opens the document (through the
 * guarded route, in a new tab) or says why not, on the card and in a toast, with the way forward below.
 */
export function ResourceCards({ slug, gameTitle, resources, noAccessMessage }: ResourceCardsProps) {
  const available = Object.fromEntries(resources.map((r) => [r.kind, r.available])) as Record<DocumentKind, boolean>;
  const access = useDocumentAccess(slug, available);
  const { busy, message, resend } = useResendVerification();
  const states = resources.map((resource) => access[resource.kind]);

  return (
    <>
      <ul className={grid.grid}>
        {resources.map((resource) => {
          const state = access[resource.kind];
          const body = (status: React.ReactNode) => (
            <>
              <span className={styles.icon}>
                <ResourceIcon kind={resource.kind} />
              </span>
              <span className={styles.text}>
                <span className={grid.label}>
                  {resource.label}
                  {resource.sample ? <span className={styles.sample}> {text.sample}</span> : null}
                </span>
                <span className={grid.description}>{resource.description}</span>
                {resource.available ? <span className={styles.format}>{text.format(resource.pages)}</span> : null}
                {status}
              </span>
            </>
          );
          if (state === "open") {
            return (
              <li key={resource.kind}>
                <a
                  href={documentHref(slug, resource.kind)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${grid.card} ${styles.card}`}
                >
                  {body(
                    <span className={`${grid.status} ${styles.action}`}>
                      {text.open}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                      <span aria-hidden="true"> ↗</span>
                    </span>,
                  )}
                </a>
              </li>
            );
          }
          const why = lockedMessage(state, noAccessMessage);
          if (state === "missing") {
            return (
              <li key={resource.kind}>
                <div className={`${grid.card} ${styles.card} ${styles.locked} ${styles.notYet}`}>
                  {body(<span className={`${grid.statusMuted} ${styles.action}`}>{why}</span>)}
                </div>
              </li>
            );
          }
          return (
            <li key={resource.kind}>
              <button type="button" className={`${grid.card} ${styles.card} ${styles.locked}`} onClick={() => notify(why)}>
                {body(
                  <span className={`${grid.statusMuted} ${styles.action}`}>
                    <LockIcon /> {why}
                  </span>,
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.next}>
        {states.includes("visitor") ? (
          <a href={`/login?redirect=${encodeURIComponent(`/${slug}`)}`} className="btn btn-primary">
            {text.logIn}
          </a>
        ) : null}
        {states.includes("unverified") ? (
          <>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={async () => notify(await resend())}>
              {busy ? verifyEmailMessages.resending : verifyEmailMessages.resend}
            </button>
            <p role="status" className={styles.nextStatus}>
              {message ?? ""}
            </p>
          </>
        ) : null}
        {states.includes("no-access") ? (
          <RequestDemoButton
            className="btn btn-primary"
            label={text.requestAccess}
            initialMessage={text.licenceMessage(gameTitle)}
            heading={{ title: text.licenceTitle(gameTitle), description: text.licenceDescription }}
          />
        ) : null}
      </div>
    </>
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
