"use client";

import useSWR from "swr";
import { requestJson } from "@/lib/client-fetch/request-json";
import { verifyEmailMessages } from "@/lib/messages/verify-email";
import { useResendVerification } from "./use-resend-verification";
import styles from "./verify-email-notice.module.css";

const text = verifyEmailMessages;

/** For a signed-in person whose e-mail is not verified: a notice with a "Resend link" action. */
export function VerifyEmailPanel({ uid }: { uid: string }) {
  // Keyed by the account, so another person signing in on this browser is asked about afresh.
  const { data } = useSWR(["/api/account/verification", uid], ([path]) => requestJson<{ email_verified?: boolean }>(path));
  const { busy, message, resend } = useResendVerification();

  // Unknown (loading, or the check failed) shows nothing: the notice is for those known to be unverified.
  if (!data || data.email_verified !== false) return null;
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
