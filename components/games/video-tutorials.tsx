"use client";

import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { PlayIcon } from "@/components/video/play-icon";
import { LazyVideoDialog, preloadVideoDialog } from "@/components/video/lazy-video-dialog";
import { messages } from "@/lib/messages";
import styles from "./video-tutorials.module.css";

export interface VideoEntry {
  key: string;
  label: string;
  description: string;
  url: string | null;
}

export interface VideoTutorialsProps {
  gameTitle: string;
  videos: readonly VideoEntry[];
}

/** The game's tutorial videos; one with no address answers with a toast instead of a dialog. */
export function VideoTutorials({ gameTitle, videos }: VideoTutorialsProps) {
  const [current, setCurrent] = useState<VideoEntry | null>(null);
  const [open, setOpen] = useState(false);

  function play(video: VideoEntry) {
    if (!video.url) {
      notify(messages.videoNotAvailable);
      return;
    }
    setCurrent(video);
    setOpen(true);
  }

  return (
    <>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.key}>
            <button
              type="button"
              className={styles.card}
              onPointerEnter={video.url ? preloadVideoDialog : undefined}
              onFocus={video.url ? preloadVideoDialog : undefined}
              onClick={() => play(video)}
            >
              <span className={`${styles.thumb} ${video.url ? "" : styles.unavailable}`}>
                <PlayIcon size={52} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{video.label}</span>
                <span className={styles.description}>{video.description}</span>
                <span className={video.url ? styles.status : styles.statusMuted}>
                  {video.url ? "Watch video" : "Coming soon"}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {current ? (
        <LazyVideoDialog open={open} onOpenChange={setOpen} title={`${gameTitle}: ${current.label}`} url={current.url} />
      ) : null}
    </>
  );
}
