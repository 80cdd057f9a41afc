"use client";

import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { LazyVideoDialog, preloadVideoDialog } from "./lazy-video-dialog";

export interface VideoButtonProps {
  url: string;
  /** Title of the video dialog; also the button's accessible name unless `label` is given. */
  title: string;
  /** Accessible name of the button, when its content does not say it. */
  label?: string;
  className?: string;
  /** What the button shows: a poster image with a play icon, or text. */
  children: React.ReactNode;
}

/** A button that opens a video in a dialog; the player loads only when the dialog opens. */
export function VideoButton({ url, title, label, className, children }: VideoButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(preloadVideoDialog);
  return (
    <>
      {/* Without script, the video's own page. */}
      <a href={url} className={className} aria-label={label ?? title} {...triggerProps}>
        {children}
      </a>
      {used ? <LazyVideoDialog open={open} onOpenChange={setOpen} title={title} url={url} /> : null}
    </>
  );
}
