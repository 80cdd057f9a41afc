"use client";

import { lazyWithPreload } from "@/components/ui/lazy-with-preload";

/** The video dialog (Radix, the player wrapper) loads when a video is first asked for. */
export const { Lazy: LazyVideoDialog, preload: preloadVideoDialog } = lazyWithPreload(() =>
  import("./video-dialog").then((module) => module.VideoDialog),
);
