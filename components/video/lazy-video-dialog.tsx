"use client";

import { lazy, Suspense } from "react";
import type { VideoDialogProps } from "./video-dialog";

const load = () => import("./video-dialog");
const VideoDialog = lazy(() => load().then((module) => ({ default: module.VideoDialog })));

/** The video dialog (Radix, the player wrapper) loads when a video is first asked for. */
export function LazyVideoDialog(props: VideoDialogProps) {
  return (
    <Suspense fallback={null}>
      <VideoDialog {...props} />
    </Suspense>
  );
}

export function preloadVideoDialog() {
  void load();
}
