"use client";

import { notify } from "@/components/ui/notify";
import { gameMessages } from "@/lib/messages/games";
import styles from "./video.module.css";

export interface UnavailableVideoButtonProps {
  /** What the video would be, for the button's name: "Author video of Factory Manager Experience". */
  label: string;
  className?: string;
  /** The poster. */
  children: React.ReactNode;
}

/** A placeholder video's poster: says "Video not available" (SPEC's toast too) and loads no player. */
export function UnavailableVideoButton({ label, className, children }: UnavailableVideoButtonProps) {
  return (
    <button
      type="button"
      className={`${className ?? ""} ${styles.unavailableButton}`}
      aria-label={`${label}: ${gameMessages.videoNotAvailable}`}
      onClick={() => notify(gameMessages.videoNotAvailable)}
    >
      {children}
      <span className={styles.unavailableLabel} aria-hidden="true">
        {gameMessages.videoNotAvailable}
      </span>
    </button>
  );
}
