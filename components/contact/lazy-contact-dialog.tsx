"use client";

import { lazy, Suspense } from "react";
import type { ContactDialogProps } from "./contact-dialog";

const load = () => import("./contact-dialog");
const ContactDialog = lazy(() => load().then((module) => ({ default: module.ContactDialog })));

/** The dialog's code (Radix, the form, zod) loads when a button first asks for it. */
export function LazyContactDialog(props: ContactDialogProps) {
  return (
    <Suspense fallback={null}>
      <ContactDialog {...props} />
    </Suspense>
  );
}

export function preloadContactDialog() {
  void load();
}
