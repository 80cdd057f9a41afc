"use client";

import { useCallback } from "react";
import { Dialog } from "@/components/ui/dialog";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { labelFrames } from "./label-frames";
import styles from "./video.module.css";

// The player (and the video host's scripts) load only once a dialog is opened.
const { Lazy: ReactPlayer } = lazyWithPreload(
  () => import("react-player").then((module) => module.default),
  <span className={styles.loading}>Loading video…</span>,
);

export interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. "The EV Gambit: Author Video". */
  title: string;
  /** The video address; nothing is loaded while the dialog is closed. */
  url: string | null;
}

export function VideoDialog({ open, onOpenChange, title, url }: VideoDialogProps) {
  // The players' embedded frames come without a title; name them after the dialog.
  const frame = useCallback((node: HTMLDivElement | null) => (node ? labelFrames(node, title) : undefined), [title]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <div ref={frame} className={styles.frame}>
        {open && url ? <ReactPlayer src={url} controls playing width="100%" height="100%" title={title} /> : null}
      </div>
    </Dialog>
  );
}
