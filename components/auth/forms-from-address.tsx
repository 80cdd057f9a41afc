"use client";

import { useLocationSearch } from "@/hooks/use-location-search";
import { destinationOf, roleOf } from "@/lib/auth/auth-query";
import { authErrorMessage } from "@/lib/auth/error-message";
import { param, queryString, searchParamsOf } from "@/lib/auth/query";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

// /login and /signup are prerendered, so the server never sees their query: the forms read it from the
// address after hydration and fill in only the fields still empty, so what was typed before the page's
// code ran stays (the fields are live from the first paint).

export function LoginFromAddress() {
  const search = useLocationSearch();
  const params = searchParamsOf(search);
  return (
    <LoginForm
      destination={destinationOf(params)}
      initialEmail={param(params, "redirect") ? (param(params, "email") ?? "") : ""}
      initialMode={roleOf(params) === "Facilitator" ? "facilitator" : "student"}
      query={queryString(params)}
      initialError={authErrorMessage(param(params, "error"))}
    />
  );
}

export function SignupFromAddress() {
  const search = useLocationSearch();
  const params = searchParamsOf(search);
  return (
    <SignupForm
      destination={destinationOf(params)}
      initial={{ name: param(params, "name") ?? "", email: param(params, "email") ?? "", role: roleOf(params) }}
      query={queryString(params)}
    />
  );
}
