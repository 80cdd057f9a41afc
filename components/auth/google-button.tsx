"use client";

import { useState } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import { GOOGLE_SIGNUP_ROLE_COOKIE } from "@/lib/auth/constants";
import { authMessages } from "@/lib/messages/auth";
import { upstreamDisplayType, type Role } from "@/lib/roles";
import styles from "./auth-page.module.css";

export interface GoogleButtonProps {
  /** Same-site path to land on after the round trip. */
  callbackPath: string;
  /** On sign-up: the chosen role, passed to the upstream google-signin call. */
  signupRole?: () => Role;
  disabled?: boolean;
}

function rememberSignupRole(role: Role | undefined) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const value = role ? `${upstreamDisplayType[role]}; Max-Age=600` : "; Max-Age=0";
  document.cookie = `${GOOGLE_SIGNUP_ROLE_COOKIE}=${value}; Path=/api/auth; SameSite=Lax${secure}`;
}

/** 'Continue with Google': a full-page round trip to the OpenID provider and back. */
export function GoogleButton({ callbackPath, signupRole, disabled }: GoogleButtonProps) {
  // The round trip needs the page's code: until it runs, the button is shown as not ready rather than dropping a tap.
  const hydrated = useHydrated();
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setNotice("");
    setBusy(true);
    try {
      // next-auth's client loads on the first click, so the prerendered page carries none of it; the
      // server's provider list says whether Google is set up (a setting of the running site, not the build).
      const { getProviders, signIn } = await import("next-auth/react");
      const providers = await getProviders();
      if (!providers) throw new Error("no provider list");
      if (!providers.google) {
        setBusy(false);
        setNotice(authMessages.login.googleNotConfigured);
        return;
      }
      rememberSignupRole(signupRole?.());
      // A full-page round trip: next-auth's client sends the page to the provider.
      await signIn("google", { callbackUrl: new URL(callbackPath, window.location.origin).href });
    } catch {
      setBusy(false);
      setNotice(authMessages.login.googleFailed);
    }
  }

  return (
    <>
      <button type="button" className={`btn ${styles.google}`} onClick={() => void onClick()} disabled={disabled || busy || !hydrated}>
        <GoogleLogo />
        Continue with Google
      </button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </>
  );
}

function GoogleLogo() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
