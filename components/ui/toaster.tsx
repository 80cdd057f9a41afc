"use client";

import { Toaster as SonnerToaster } from "sonner";

/** Toast outlet. Mount it only on pages that show toasts, so other pages do not load sonner. */
export function Toaster() {
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
