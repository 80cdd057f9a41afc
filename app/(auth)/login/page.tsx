import type { Metadata } from "next";
import { connection } from "next/server";
import { LoginFromAddress } from "@/components/auth/forms-from-address";
import { googleEnabled } from "@/lib/auth/providers";
import { TrialGoal } from "@/components/auth/trial-goal";

export const metadata: Metadata = {
  title: "Log In",
  description:
    "Log in to BizSim Lab as a student to join classroom simulations, or as a facilitator to run sessions and manage your games.",
  // Kept out of the index (robots.txt too); every ?redirect=… variant is the same page.
  robots: { index: false },
  alternates: { canonical: "/login" },
};

/**
 * Rendered on each request, so that Google is offered only when it is set up on the running site (a
 * setting read at start, not at build). The form reads its query in the browser.
 */
export default async function LoginPage() {
  await connection();
  return (
    <>
      <TrialGoal page="login" />
      <LoginFromAddress googleOffered={googleEnabled} />
    </>
  );
}
