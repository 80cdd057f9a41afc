"use client";

import dynamic from "next/dynamic";

const load = () => import("./video-dialog");

/** The video dialog (Radix, the player wrapper) loads when a video is first asked for. */
export const LazyVideoDialog = dynamic(() => load().then((module) => module.VideoDialog), { ssr: false });

export function preloadVideoDialog() {
  void load();
}
