"use client";

import { useState } from "react";
import { gradeMessages as text } from "@/lib/messages/lti-grades";
import styles from "./course-roster.module.css";

export interface GradePassbackToggleProps {
  courseKey: string;
  linkId: number;
  title: string;
  initial: boolean;
}

/** One placed game's switch: grades go back to the learning platform, or no more do. */
export function GradePassbackToggle({ courseKey, linkId, title, initial }: GradePassbackToggleProps) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    setFailed(false);
    try {
      const response = await fetch("/api/lti/grade-passback", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ course: courseKey, link: linkId, on: next }),
      });
      if (!response.ok) throw new Error("not saved");
      setOn(next);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <p className={styles.toggle}>
      <label>
        <input type="checkbox" checked={on} disabled={saving} onChange={(event) => void change(event.target.checked)} />{" "}
        {text.passbackOn(title)}
      </label>
      {saving ? <span aria-live="polite"> {text.passbackSaving}</span> : null}
      {failed ? (
        <span className={styles.problem} role="alert">
          {" "}
          {text.passbackFailed}
        </span>
      ) : null}
    </p>
  );
}
