import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { googleEnabled } from "@/lib/auth/providers";
import { authErrorMessage } from "@/lib/auth/error-message";
import { param, queryString, type SearchParams } from "@/lib/auth/query";
import { destinationOf, roleOf } from "../auth-query";

export const metadata: Metadata = {
  title: "Log In",
  description:
    "Log in to BizSim Lab as a student to join classroom simulations, or as a facilitator to run sessions and manage your games.",
  // Kept out of the index (robots.txt too); every ?redirect=… variant is the same page.
  robots: { index: false },
  alternates: { canonical: "/login" },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <LoginForm
      destination={destinationOf(params)}
      initialEmail={param(params, "redirect") ? (param(params, "email") ?? "") : ""}
      initialMode={roleOf(params) === "Facilitator" ? "facilitator" : "student"}
      query={queryString(params)}
      initialError={authErrorMessage(param(params, "error"))}
      googleEnabled={googleEnabled}
    />
  );
}
