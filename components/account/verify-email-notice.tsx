"use client";

import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { useSessionUser } from "@/lib/auth/use-session-user";

// The notice's code (its fetch, the resend action, the account messages) loads only for signed-in visitors.
const { Lazy: VerifyEmailPanel } = lazyWithPreload(() => import("./verify-email-panel").then((module) => module.VerifyEmailPanel));

/** Mounted in the site layout: for a signed-in person, the notice that asks to verify the e-mail address. */
export function VerifyEmailNotice() {
  const { user } = useSessionUser();
  if (!user?.uid) return null;
  return <VerifyEmailPanel key={user.uid} uid={user.uid} />;
}
