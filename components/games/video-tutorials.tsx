"use client";

import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { PlayIcon } from "@/components/video/play-icon";
import { LazyVideoDialog, preloadVideoDialog } from "@/components/video/lazy-video-dialog";
import { gameMessages } from "@/lib/messages/games";
import grid from "./card-grid.module.css";
import styles from "./video-tutorials.module.css";

export interface VideoEntry {
  key: string;
  label: string;
  description: string;
  url: string | null;
  /** A stand-in recording: its card says "Video not available" rather than "Coming soon". */
  placeholder?: boolean;
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
      notify(gameMessages.videoNotAvailable);
      return;
    }
    setCurrent(video);
    setOpen(true);
  }

  return (
    <>
      <ul className={grid.grid}>
        {videos.map((video) =>
          video.url ? (
            <li key={video.key}>
              <button
                type="button"
                className={`${grid.card} ${styles.card}`}
                aria-haspopup="dialog"
                onPointerEnter={preloadVideoDialog}
                onFocus={preloadVideoDialog}
                onClick={() => play(video)}
              >
                <span className={styles.thumb}>
                  <PlayIcon size={52} />
                </span>
                <CardText video={video} status="Watch video" statusClass={grid.status} />
              </button>
            </li>
          ) : (
            <li key={video.key}>
              {/* Pressable, so that asking for it says why nothing plays; its name ends "Coming soon" or "Video not available". */}
              <button type="button" className={`${grid.card} ${styles.card} ${styles.cardUnavailable}`} onClick={() => play(video)}>
                <span className={`${styles.thumb} ${styles.unavailable}`} />
                <CardText
                  video={video}
                  status={video.placeholder ? gameMessages.videoNotAvailable : "Coming soon"}
                  statusClass={grid.statusMuted}
                />
              </button>
            </li>
          ),
        )}
      </ul>
      {current ? <LazyVideoDialog open={open} onOpenChange={setOpen} title={`${gameTitle}: ${current.label}`} url={current.url} /> : null}
    </>
  );
}

function CardText({ video, status, statusClass }: { video: VideoEntry; status: string; statusClass?: string }) {
  return (
    <span className={styles.text}>
      <span className={grid.label}>{video.label}</span>
      <span className={grid.description}>{video.description}</span>
      <span className={statusClass}>{status}</span>
    </span>
  );
}
