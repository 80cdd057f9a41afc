"use client";

import { useEffect } from "react";

/** Opens a game page at its top, whatever the previous page's scroll was (unless a #fragment is asked for). */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return null;
}
