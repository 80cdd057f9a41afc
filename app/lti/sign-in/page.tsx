import type { Metadata } from "next";
import { LaunchSignIn } from "@/components/lti/launch-sign-in";

export const metadata: Metadata = { title: "Signing in from your course", robots: { index: false } };

/** An instructor's course link lands here with a one-time token in the fragment (lib/lti/instructor-hand-over.ts). */
export default function LtiSignInPage() {
  return <LaunchSignIn />;
}
