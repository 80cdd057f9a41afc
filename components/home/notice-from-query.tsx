"use client";

import { useEffect, useState } from "react";
import styles from "./notice-from-query.module.css";

export interface NoticeFromQueryProps {
  /** The known `?notice=` values and their words, from the server: a crafted link cannot put its own on the page. */
  notices: Readonly<Record<string, string>>;
}

/**
 * Says why the visitor landed here when a guard sent them (`/?notice=instructors-only` from the
 * dashboard), then takes the flag out of the address so a reload or a shared link does not repeat it.
 * Fixed over the page, so the hero does not move when it appears.
 */
export function NoticeFromQuery({ notices }: NoticeFromQueryProps) {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    const key = url.searchParams.get("notice");
    if (key === null) return;
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    // The address is an outside system, read once on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.hasOwn(notices, key)) setNotice(notices[key] ?? null);
    // Once, on mount: the address is read and cleaned a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.outlet} role="status">
      {notice ? (
        <p className={styles.notice}>
          <span>{notice}</span>
          <button type="button" className={styles.dismiss} onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
