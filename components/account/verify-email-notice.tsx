"use client";

import { lazy, Suspense } from "react";
import { useSessionUser } from "@/hooks/use-session-user";

// The notice's code (its fetch, the resend action, the account messages) loads only for signed-in visitors.
const VerifyEmailPanel = lazy(() => import("./verify-email-panel").then((module) => ({ default: module.VerifyEmailPanel })));

/** Mounted in the site layout: for a signed-in person, the notice that asks to verify the e-mail address. */
export function VerifyEmailNotice() {
  const { user } = useSessionUser();
  if (!user?.uid) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailPanel key={user.uid} uid={user.uid} />
    </Suspense>
  );
}
