"use client";

import { useEffect, useState } from "react";
import styles from "./join-screen.module.css";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { useCopyLink } from "./use-copy-link";

export interface ScreenActionsProps {
  url: string;
}

/** Copy link and Full screen for the projected join screen. */
export function ScreenActions({ url }: ScreenActionsProps) {
  const { status, copy } = useCopyLink(url);
  const [canFullScreen, setCanFullScreen] = useState(false);
  const [isFullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    // Known only in the browser; the button stays out of the server's markup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCanFullScreen(Boolean(document.fullscreenEnabled));
    const sync = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  const toggleFullScreen = () => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void done.catch(() => undefined);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-outline" onClick={copy}>
        {joinScreenMessages.copyLink}
      </button>
      {canFullScreen ? (
        <button type="button" className="btn btn-outline" onClick={toggleFullScreen} aria-pressed={isFullScreen}>
          {joinScreenMessages.fullScreen}
        </button>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
