"use client";

import dynamic from "next/dynamic";

const load = () => import("./contact-dialog");

/** The dialog's code (Radix, the form, zod) loads when a button first asks for it. */
export const LazyContactDialog = dynamic(() => load().then((module) => module.ContactDialog), { ssr: false });

export function preloadContactDialog() {
  void load();
}
