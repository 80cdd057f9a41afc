"use client";

import { useEffect, useRef, useState } from "react";
import { NOTIFY_EVENT } from "./notify";

type Sonner = typeof import("sonner");

/**
 * Toast outlet for pages that show toasts (mount it there only). sonner loads with the first toast,
 * not with the page; its live region is mounted first and the toast added after, so screen readers
 * announce it.
 */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const message = (event as CustomEvent<string>).detail;
      if (sonner) {
        sonner.toast(message, { id: message });
        return;
      }
      pending.current.push(message);
      void import("sonner").then(setSonner);
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, [sonner]);

  // Runs after the outlet below has mounted (a child's effects run before its parent's).
  useEffect(() => {
    if (sonner) for (const message of new Set(pending.current.splice(0))) sonner.toast(message, { id: message });
  }, [sonner]);

  if (!sonner) return null;
  const SonnerToaster = sonner.Toaster;
  return (
    <SonnerToaster
      position="bottom-center"
      closeButton
      duration={4000}
      toastOptions={{
        style: {
          background: "var(--color-text)",
          color: "#fff",
          border: "0",
          fontSize: "0.95rem",
        },
      }}
    />
  );
}
