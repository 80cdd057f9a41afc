"use client";

import { useEffect, useState } from "react";
import { authMessages } from "@/lib/messages/auth";
import type { Role } from "@/lib/roles";
import styles from "@/components/home/notice-from-query.module.css";
import { takeSignedInKind } from "./signed-in-kind";

/** Says which kind of account a log-in opened when the toggle showed the other kind. */
export function SignedInKindNotice() {
  const [kind, setKind] = useState<Role | null>(null);

  useEffect(() => {
    // The tab's storage is an outside system, read once on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKind(takeSignedInKind());
  }, []);

  return (
    <div className={styles.outlet} role="status">
      {kind ? (
        <p className={styles.notice}>
          <span>{authMessages.login.signedInAs[kind]}</span>
          <button type="button" className={styles.dismiss} onClick={() => setKind(null)}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
