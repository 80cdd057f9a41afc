"use client";

import { useLocationSearch } from "@/hooks/use-location-search";
import { destinationOf } from "@/lib/auth/landing";
import { authErrorMessage } from "@/lib/auth/error-message";
import { chosenRoleOf, param, queryString, roleOf, searchParamsOf } from "@/lib/auth/query";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

// The forms read their query from the address after hydration and fill in only the fields still empty,
// so what was typed before the page's code ran stays (the fields are live from the first paint).

export interface FromAddressProps {
  /** Whether Google sign-in is set up on this site (a setting of the running site, read by the page). */
  googleOffered: boolean;
}

export function LoginFromAddress({ googleOffered }: FromAddressProps) {
  const search = useLocationSearch();
  const params = searchParamsOf(search);
  return (
    <LoginForm
      destination={destinationOf(params)}
      initialEmail={param(params, "redirect") ? (param(params, "email") ?? "") : ""}
      initialMode={roleOf(params)}
      query={queryString(params)}
      initialError={authErrorMessage(param(params, "error"))}
      googleOffered={googleOffered}
    />
  );
}

export function SignupFromAddress({ googleOffered }: FromAddressProps) {
  const search = useLocationSearch();
  const params = searchParamsOf(search);
  return (
    <SignupForm
      destination={destinationOf(params)}
      initial={{ name: param(params, "name") ?? "", email: param(params, "email") ?? "", role: chosenRoleOf(params) }}
      query={queryString(params)}
      googleOffered={googleOffered}
    />
  );
}
