import type { Metadata } from "next";
import { connection } from "next/server";
import { SignupFromAddress } from "@/components/auth/forms-from-address";
import { googleEnabled } from "@/lib/auth/providers";
import { TrialGoal } from "@/components/auth/trial-goal";

export const metadata: Metadata = {
  title: "Create Account",
  description: "Create a free BizSim Lab account as a student or a facilitator to play and run classroom business simulations.",
  robots: { index: false },
  alternates: { canonical: "/signup" },
};

/**
 * Rendered on each request, so that Google is offered only when it is set up on the running site (a
 * setting read at start, not at build). The form reads its query in the browser.
 */
export default async function SignupPage() {
  await connection();
  return (
    <>
      <TrialGoal page="signup" />
      <SignupFromAddress googleOffered={googleEnabled} />
    </>
  );
}
