"use client";

import Link from "next/link";
import { FreeTrialButton } from "@/components/trial/free-trial-button";

export interface AccountActionsProps {
  /** Where it is drawn: the header bar or the mobile menu panel. */
  placement: "bar" | "menu";
}

/** Signed-out: Sign Up and Log In (and Free Trial on small screens). */
export function AccountActions({ placement }: AccountActionsProps) {
  return (
    <>
      {placement === "bar" ? <FreeTrialButton className="btn btn-primary mobile-only" /> : null}
      <Link href="/signup" className="btn btn-primary">
        Sign Up
      </Link>
      <Link href="/login" className="btn btn-outline">
        Log In
      </Link>
    </>
  );
}
