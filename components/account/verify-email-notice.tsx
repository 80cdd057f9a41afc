"use client";

import { useEffect, useState } from "react";
import { useSessionUser } from "@/hooks/use-session-user";
import { accountMessages } from "@/lib/account-messages";
import { useResendVerification } from "./use-resend-verification";
import styles from "./verify-email-notice.module.css";

const text = accountMessages.verify;

/** For a signed-in person whose e-mail is not verified: a notice with a "Resend link" action. */
export function VerifyEmailNotice() {
  const { user } = useSessionUser();
  const [verified, setVerified] = useState<boolean | null>(null);
  const { busy, message, resend } = useResendVerification();
  const uid = user?.uid;

  useEffect(() => {
    if (!uid) return;
    let current = true;
    fetch("/api/account/verification")
      .then((response) => (response.ok ? (response.json() as Promise<{ email_verified?: boolean }>) : null))
      .then((body) => {
        if (current && body) setVerified(body.email_verified === true);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uid]);

  if (!uid || verified !== false) return null;
  return (
    <aside className={styles.notice} aria-label="E-mail verification">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>{text.notice}</p>
        <button type="button" className={styles.button} onClick={() => void resend()} disabled={busy}>
          {busy ? text.resending : text.resend}
        </button>
        <p role="status" className={styles.status}>
          {message ?? ""}
        </p>
      </div>
    </aside>
  );
}
