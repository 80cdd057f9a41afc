import type { Metadata } from "next";
import { LoginFromAddress } from "@/components/auth/forms-from-address";
import { TrialGoal } from "@/components/auth/trial-goal";

export const metadata: Metadata = {
  title: "Log In",
  description:
    "Log in to BizSim Lab as a student to join classroom simulations, or as a facilitator to run sessions and manage your games.",
  // Kept out of the index (robots.txt too); every ?redirect=… variant is the same page.
  robots: { index: false },
  alternates: { canonical: "/login" },
};

/** Prerendered: the form reads its query (role, redirect, e-mail, error) in the browser. */
export default function LoginPage() {
  return (
    <>
      <TrialGoal page="login" />
      <LoginFromAddress />
    </>
  );
}
