"use client";

import { useState } from "react";
import { failureText, sendJson } from "@/lib/client-fetch/request-json";
import { verifyEmailMessages } from "@/lib/messages/verify-email";

const text = verifyEmailMessages;

/** "Resend link": a new verification mail to the signed-in person; `message` says how it went. */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend(): Promise<string> {
    setBusy(true);
    let outcome: string;
    try {
      await sendJson("POST", "/api/verify-email/resend", {});
      outcome = text.resent;
    } catch (error) {
      outcome = failureText(error, text.resendFailed);
    }
    setBusy(false);
    setMessage(outcome);
    return outcome;
  }

  return { busy, message, resend };
}
