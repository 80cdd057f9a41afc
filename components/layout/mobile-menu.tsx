"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MenuBeforeCode } from "./menu-before-code";
import styles from "./site-header.module.css";

/** The phone-width menu: a disclosure button and a panel; Esc, a tap outside it or following any link closes it. */
export function MobileMenu({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // A tap before the page's code ran was answered by MenuBeforeCode: the menu starts as that tap left it.
  useEffect(() => {
    if (buttonRef.current?.getAttribute("aria-expanded") === "true") setOpen(true);
  }, []);

  /** MenuBeforeCode's listener runs first and flips the button; adopt that, or toggle where it did not run. */
  const toggle = () => {
    const shown = buttonRef.current?.getAttribute("aria-expanded") === "true";
    setOpen(shown === open ? !open : shown);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An Esc pressed inside a dialog opened from the menu closes that dialog only.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Any link followed while the menu is open (the logo too) is a navigation: the menu closes.
    const onClick = (event: MouseEvent) => {
      // A link whose click was handled in the page (a dialog opener) is not followed.
      if (!event.defaultPrevented && event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
    };
    // A tap or click outside the button and panel closes it, unless a dialog opened from the menu is up.
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || rootRef.current?.contains(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.mobileMenu}>
      <button ref={buttonRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className="visually-hidden">Menu</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          {/* Both drawn; the button's aria-expanded picks one (CSS), before the page's code runs too. */}
          <path className={styles.iconClose} d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path className={styles.iconOpen} d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        {children}
      </div>
      <MenuBeforeCode />
    </div>
  );
}
