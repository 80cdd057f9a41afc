"use client";

import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { useSessionUser } from "@/hooks/use-session-user";
import { Avatar } from "./avatar";
import styles from "./account.module.css";

// Radix menu, the profile dialog and sign-out load only for signed-in visitors.
const { Lazy: UserMenu } = lazyWithPreload(
  () => import("./user-menu").then((module) => module.UserMenu),
  <AvatarPlaceholder />,
);

function AvatarPlaceholder() {
  const { user } = useSessionUser();
  return <span className={styles.avatarButton}>{user ? <Avatar user={user} /> : null}</span>;
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
        {user.type === "instructor" ? (
          <a href="/games-overview" className="btn btn-outline">
            Dashboard
          </a>
        ) : null}
        {placement === "bar" ? <UserMenu user={user} /> : null}
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
