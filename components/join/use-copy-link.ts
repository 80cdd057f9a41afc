"use client";

import { useState } from "react";
import { joinScreenMessages } from "@/lib/messages/join-screen";

/** Copy link's behaviour (projected screen, a dashboard session): copy the address, then say whether it worked. */
export function useCopyLink(url: string) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(joinScreenMessages.copied);
    } catch {
      setStatus(joinScreenMessages.copyFailed);
    }
  };
  return { status, copy };
}
