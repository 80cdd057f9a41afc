import type { Metadata } from "next";
import { SignupForm } from "@/components/auth/signup-form";
import { googleEnabled } from "@/lib/auth/providers";
import { param, queryString, type SearchParams } from "@/lib/auth/query";

export const metadata: Metadata = {
  title: "Create Account",
  description:
    "Create a free BizSim Lab account as a student or a facilitator to play and run classroom business simulations.",
  robots: { index: false },
  alternates: { canonical: "/signup" },
};

export default async function SignupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const role = param(params, "role")?.toLowerCase() === "facilitator" ? "Facilitator" : "Student";
  return (
    <SignupForm
      redirect={param(params, "redirect")}
      initial={{ name: param(params, "name") ?? "", email: param(params, "email") ?? "", role }}
      query={queryString(params)}
      googleEnabled={googleEnabled}
    />
  );
}
