import type { Metadata } from "next";
import { SignupFromAddress } from "@/components/auth/forms-from-address";
import { TrialGoal } from "@/components/auth/trial-goal";

export const metadata: Metadata = {
  title: "Create Account",
  description: "Create a free BizSim Lab account as a student or a facilitator to play and run classroom business simulations.",
  robots: { index: false },
  alternates: { canonical: "/signup" },
};

/** Prerendered: the form reads its query (role, redirect, name, e-mail) in the browser. */
export default function SignupPage() {
  return (
    <>
      <TrialGoal page="signup" />
      <SignupFromAddress />
    </>
  );
}
