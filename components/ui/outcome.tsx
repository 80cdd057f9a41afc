"use client";

import { useEffect, useRef } from "react";
import styles from "./outcome.module.css";

export interface OutcomePanelProps {
  tone: "success" | "error";
  /** The success panel's heading ('Success!', 'Thank you!'). */
  title?: string;
  children: React.ReactNode;
  /** The one button under the panel (Close). */
  actionLabel: string;
  onAction?: () => void;
}

/**
 * What a form turns into once it is done: a success panel (heading and text, announced as status) or
 * an error panel (a red alert). It takes the focus when it appears, so keyboard and screen-reader users
 * land on the outcome instead of on a button that is gone.
 */
export function OutcomePanel({ tone, title, children, actionLabel, onAction }: OutcomePanelProps) {
  const focusRef = useRef<HTMLElement>(null);
  useEffect(() => focusRef.current?.focus(), []);
  const success = tone === "success";
  return (
    <div className={styles.panel} role={success ? "status" : undefined}>
      {success ? (
        <>
          <h3 ref={focusRef as React.Ref<HTMLHeadingElement>} tabIndex={-1}>
            {title}
          </h3>
          <p>{children}</p>
        </>
      ) : (
        <p ref={focusRef as React.Ref<HTMLParagraphElement>} tabIndex={-1} className="alert alert-error" role="alert">
          {children}
        </p>
      )}
      <button type="button" className={`btn ${success ? "btn-primary" : "btn-outline"}`} onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}

export interface OutcomeBannerProps {
  tone: "success" | "error";
  /** For a field that the message is about (aria-describedby). */
  id?: string;
  children: React.ReactNode;
}

/** A form's one-line outcome above its fields: red alert, or green status. Renders nothing without text. */
export function OutcomeBanner({ tone, id, children }: OutcomeBannerProps) {
  if (!children) return null;
  return tone === "error" ? (
    <p id={id} className="alert alert-error" role="alert">
      {children}
    </p>
  ) : (
    <p id={id} className="alert alert-success" role="status">
      {children}
    </p>
  );
}
