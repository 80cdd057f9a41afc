"use client";

import { useEffect, useState } from "react";
import { ltiMessages } from "@/lib/messages/lti";

type Status = "signing-in" | "failed";

/** Reads the launch token from the fragment (then drops it from the address) and signs in through next-auth. */
export function LaunchSignIn() {
  const [status, setStatus] = useState<Status>("signing-in");

  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get("token") ?? "";
    const game = fragment.get("game") ?? "";
    window.history.replaceState(null, "", window.location.pathname);
    const landing = `/api/lti/landing${game ? `?game=${encodeURIComponent(game)}` : ""}`;
    (async () => {
      const { signIn } = await import("next-auth/react");
      const result = await signIn("lti-launch", { token, redirect: false, callbackUrl: landing });
      if (result?.ok && !result.error) window.location.replace(landing);
      else setStatus("failed");
    })().catch(() => setStatus("failed"));
  }, []);

  if (status === "signing-in") return <p role="status">{ltiMessages.signingIn}</p>;
  return (
    <div role="alert">
      <h1>{ltiMessages.signInFailed}</h1>
      <p>{ltiMessages.signInFailedHelp}</p>
      <p>
        <a className="btn btn-primary" href="/">
          {ltiMessages.backHome}
        </a>
      </p>
    </div>
  );
}
