"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
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

/** Modal dialog: traps focus, closes on Esc, on the × button and on a click outside. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  size = "md",
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]}`}
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
