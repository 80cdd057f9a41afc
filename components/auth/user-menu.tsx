"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { usePathname, useRouter } from "next/navigation";
import { signOut as signOutOfNextAuth } from "next-auth/react";
import { useState } from "react";
import { mutate } from "swr";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { SESSION_URL, setSessionUser } from "@/hooks/use-session-user";
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
  const router = useRouter();
  const pathname = usePathname();
  const [editing, setEditing] = useState(false);
  const [editorLoaded, setEditorLoaded] = useState(false);

  async function signOut() {
    try {
      await signOutOfNextAuth({ redirect: false });
    } catch {
      // The cookie is httpOnly; if the request failed the next session check still decides.
    }
    // Forget everything fetched as this person (dashboard lists, simulations…), then say who is here now.
    await mutate((key) => key !== SESSION_URL, undefined, { revalidate: false });
    await setSessionUser(null);
    if (pathname === "/games-overview") router.replace("/");
    router.refresh();
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
