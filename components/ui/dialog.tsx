"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import styles from "./dialog.module.css";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visible under the title, or read to screen readers only when `hideDescription`. */
  description?: string;
  hideDescription?: boolean;
  size?: "sm" | "md" | "lg";
  children: React.ReactNode;
}

/**
 * Modal dialog: traps focus, closes on Esc, on the × button and on a click outside, and gives focus
 * back to whatever had it when it opened (our dialogs open from plain buttons, not Radix triggers, so
 * Radix alone would leave focus on the page body).
 */
export function Dialog({ open, onOpenChange, title, description, hideDescription, size = "md", children }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}`}
          // Runs before focus moves into the dialog: what has focus now is the opener.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={hideDescription ? "visually-hidden" : styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
