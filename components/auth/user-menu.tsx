"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { signOut as signOutOfNextAuth } from "next-auth/react";
import { setSessionHint } from "@/lib/auth/session-hint";
import { useState } from "react";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { SIGNED_OUT_PATH } from "@/lib/auth/constants";
import type { SessionUser } from "@/lib/auth/session-user";
import { Avatar } from "./avatar";
import styles from "./account.module.css";

const { Lazy: EditProfileDialog } = lazyWithPreload(() => import("./edit-profile-dialog").then((module) => module.EditProfileDialog));

export interface UserMenuProps {
  user: SessionUser;
  /** Open from the start: the avatar was tapped while this code was loading. */
  defaultOpen?: boolean;
}

/** The avatar button and its menu: name, e-mail, Edit profile, Sign out. */
export function UserMenu({ user, defaultOpen = false }: UserMenuProps) {
  const [editing, setEditing] = useState(false);
  const [editorLoaded, setEditorLoaded] = useState(false);

  async function signOut() {
    try {
      await signOutOfNextAuth({ redirect: false });
    } catch {
      // The cookie is httpOnly; if the request failed the next session check still decides.
    }
    // A fresh load of the home page, at its top, that says so: nothing fetched as this person
    // survives it, and the header never shows Log In beside this still-open menu's Sign out. Its
    // header offers Log In from the first paint, before that page's code has asked anything.
    setSessionHint(false);
    window.location.assign(SIGNED_OUT_PATH);
  }

  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className={styles.avatarButton} aria-label={`Signed in as ${user.name || user.email}`}>
          <Avatar user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8} collisionPadding={8}>
            <DropdownMenu.Label className={styles.menuLabel}>
              <span className={styles.menuName}>{user.name || "Signed in"}</span>
              <span className={styles.menuEmail}>{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => {
                setEditorLoaded(true);
                setEditing(true);
              }}
            >
              Edit profile
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void signOut()}>
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {editorLoaded ? <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}
