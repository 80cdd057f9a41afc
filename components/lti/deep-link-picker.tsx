"use client";

import { useEffect, useState } from "react";
import { CatalogueFilter } from "@/components/catalogue/catalogue-filter";
import type { Catalogue } from "@/lib/catalogue/catalogue-filters";
import { ltiMessages } from "@/lib/messages/lti";
import { isSessionCode } from "@/lib/lti/session-code";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import styles from "./deep-link-picker.module.css";

export interface DeepLinkPickerProps {
  catalogue: Catalogue;
  /** The id of the games' list, the children (CatalogueList, rendered on the server). */
  listId: string;
  children: React.ReactNode;
}

/**
 * The picker's form. It posts to /api/lti/deep-linking (same origin), which answers with the page that
 * returns the signed choice to the platform; the request id comes from the address's fragment.
 */
export function DeepLinkPicker({ catalogue, listId, children }: DeepLinkPickerProps) {
  const [request, setRequest] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const id = new URLSearchParams(window.location.hash.slice(1)).get("request") ?? "";
    // The filters write the address; the id is kept here, out of it.
    window.history.replaceState(null, "", window.location.pathname);
    // The address is an outside system, read once on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRequest(id);
  }, []);

  if (request === "") return <p role="alert">{ltiMessages.pickerExpired}</p>;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const code = String(form.get("code") ?? "").trim();
    const message = !form.get("game") ? ltiMessages.pickerChooseGame : isSessionCode(code) ? "" : ltiMessages.pickerCodeInvalid;
    setError(message);
    if (message) event.preventDefault();
    else setSending(true);
  };

  return (
    <>
      <h1>{ltiMessages.pickerTitle}</h1>
      <p>{ltiMessages.pickerIntro}</p>
      <CatalogueFilter catalogue={catalogue} listId={listId} anchor="lti-games" />
      {children}
      <form id="lti-pick" className={styles.form} method="post" action="/api/lti/deep-linking" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="request" value={request ?? ""} />
        <div className="field">
          <label htmlFor="lti-code">{ltiMessages.pickerCode}</label>
          <input id="lti-code" name="code" maxLength={TEXT_LIMITS.code} autoComplete="off" aria-describedby="lti-code-hint" />
          <p id="lti-code-hint">{ltiMessages.pickerCodeHint}</p>
        </div>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={sending || request === null}>
          {sending ? ltiMessages.pickerSending : ltiMessages.pickerSubmit}
        </button>
      </form>
    </>
  );
}
