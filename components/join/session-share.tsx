"use client";

import { useId, useState } from "react";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import { useCopyLink } from "./use-copy-link";
import shareStyles from "./share-session.module.css";

export interface SessionShareProps {
  gameTitle: string;
  /** The students' address of the session, absolute (/join/<code>). */
  url: string;
}

/** Share a session of a known code (a trial on the dashboard): the students' address, and Copy link. */
export function SessionShare({ gameTitle, url }: SessionShareProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { status, copy } = useCopyLink(url);
  return (
    <div className={shareStyles.share}>
      <button
        type="button"
        className={shareStyles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${joinScreenMessages.share}: ${gameTitle}`}
        onClick={() => setOpen((value) => !value)}
      >
        {joinScreenMessages.share}
      </button>
      <div id={id} className={shareStyles.form} hidden={!open}>
        <p className={shareStyles.label}>{joinScreenMessages.studentsJoinAt}</p>
        <p className={shareStyles.address}>
          <a href={url}>{url.replace(/^https?:\/\//, "")}</a>
        </p>
        <div className={shareStyles.buttons}>
          <button type="button" className="btn btn-primary" onClick={copy}>
            {joinScreenMessages.copyLink}
          </button>
          <p role="status" className={shareStyles.hint}>
            {status}
          </p>
        </div>
      </div>
    </div>
  );
}
