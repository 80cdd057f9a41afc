"use client";

import { lazy, Suspense, useState } from "react";
import { useSessionUser, type SessionUser } from "@/lib/auth/use-session-user";
import { Avatar } from "./avatar";
import styles from "./account.module.css";

// Radix menu, the profile dialog and sign-out load only for signed-in visitors.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

/** The avatar while the menu's code is on its way: a tap on it is kept, and the menu opens when it arrives. */
function AvatarMenu({ user }: { user: SessionUser }) {
  const [asked, setAsked] = useState(false);
  const early = (
    <button
      type="button"
      className={styles.avatarButton}
      aria-label={`Signed in as ${user.name || user.email}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setAsked(true)}
    >
      <Avatar user={user} />
    </button>
  );
  return (
    <Suspense fallback={early}>
      <UserMenu user={user} defaultOpen={asked} />
    </Suspense>
  );
}

export interface AccountActionsProps {
  /** Where it is drawn: the header bar or the mobile menu panel. */
  placement: "bar" | "menu";
  /** Shown to signed-out visitors before Sign Up (the header's Free Trial button, at every width). */
  signedOutAction?: React.ReactNode;
}

/**
 * Signed out: Free Trial, Sign Up and Log In. Signed in: the Dashboard button
 * for instructors and the avatar menu. Hidden, not absent, until the session is known, so nothing
 * jumps when it arrives.
 */
export function AccountActions({ placement, signedOutAction }: AccountActionsProps) {
  const { user, status } = useSessionUser();

  if (user) {
    return (
      <>
        {user.role === "facilitator" ? (
          <a href="/games-overview" className="btn btn-outline">
            Dashboard
          </a>
        ) : null}
        {placement === "bar" ? <AvatarMenu user={user} /> : null}
      </>
    );
  }

  const pending = status === "loading" ? styles.pending : "";
  return (
    <>
      {signedOutAction ? <span className={pending}>{signedOutAction}</span> : null}
      <a href="/signup" className={`btn btn-primary ${pending}`}>
        Sign Up
      </a>
      <a href="/login" className={`btn btn-outline ${pending}`}>
        Log In
      </a>
    </>
  );
}
