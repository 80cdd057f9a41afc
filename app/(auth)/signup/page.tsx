import type { Metadata } from "next";
import { SignupForm } from "@/components/auth/signup-form";
import { googleEnabled } from "@/lib/auth/providers";
import { param, queryString, type SearchParams } from "@/lib/auth/query";
import { destinationOf, roleOf } from "../auth-query";

export const metadata: Metadata = {
  title: "Create Account",
  description:
    "Create a free BizSim Lab account as a student or a facilitator to play and run classroom business simulations.",
  robots: { index: false },
  alternates: { canonical: "/signup" },
};

export default async function SignupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <SignupForm
      destination={destinationOf(params)}
      initial={{ name: param(params, "name") ?? "", email: param(params, "email") ?? "", role: roleOf(params) }}
      query={queryString(params)}
      googleEnabled={googleEnabled}
    />
  );
}
