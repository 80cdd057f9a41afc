"use client";

import { useState } from "react";
import { readError } from "@/components/auth/read-error";
import { accountMessages } from "@/lib/account-messages";

const text = accountMessages.verify;

/** "Resend link": a new verification mail to the signed-in person; `message` says how it went. */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend(): Promise<string> {
    setBusy(true);
    let outcome: string;
    try {
      const response = await fetch("/api/verify-email/resend", { method: "POST" });
      outcome = response.ok ? text.resent : await readError(response, text.resendFailed);
    } catch {
      outcome = text.resendFailed;
    }
    setBusy(false);
    setMessage(outcome);
    return outcome;
  }

  return { busy, message, resend };
}
