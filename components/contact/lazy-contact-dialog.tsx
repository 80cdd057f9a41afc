"use client";

import { lazyWithPreload } from "@/components/ui/lazy-with-preload";

/** The dialog's code (Radix, the form, zod) loads when a button first asks for it. */
export const { Lazy: LazyContactDialog, preload: preloadContactDialog } = lazyWithPreload(() =>
  import("./contact-dialog").then((module) => module.ContactDialog),
);
