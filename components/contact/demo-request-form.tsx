"use client";

import { useEffect, useRef, useState } from "react";
import type { ContactFormProps } from "./contact-form";
import { ContactFormStandIn, type StandInDraft } from "./contact-form-stand-in";

type Form = React.ComponentType<ContactFormProps>;

/** How far ahead of the viewport the form starts loading. */
const NEAR_MARGIN = "600px 0px";

/**
 * The home page's in-page Request a demo form (#contactUs). It sits far below the fold, so its code
 * (the form library and, on first use, the schema) loads when the visitor comes near or reaches for it,
 * not with the page; until then a stand-in with the same markup holds its place. What the visitor did
 * on the stand-in (typed values, focus, a press of Send Message) is kept in state as it happens, so the
 * real form takes over from exactly that point.
 */
export function DemoRequestForm() {
  const standIn = useRef<HTMLFormElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [draft, setDraft] = useState<StandInDraft>({ values: {}, submitted: false });
  // Held in an object: a component stored directly in state would be called as an updater.
  const [loaded, setLoaded] = useState<{ Form: Form } | null>(null);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    import("./contact-form")
      .then((module) => setLoaded({ Form: module.ContactForm }))
      .catch(() => {
        loading.current = false;
      });
  };

  // The real form's own effects (field registration) have run by now: a child's run before its parent's.
  useEffect(() => {
    if (loaded && draft.submitted) wrapper.current?.querySelector("form")?.requestSubmit();
    // Only at the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    const form = standIn.current;
    if (!form || loaded) return;
    if (typeof IntersectionObserver === "undefined") return wake();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(form);
    return () => observer.disconnect();
  });

  if (!loaded) {
    return (
      <ContactFormStandIn
        formRef={standIn}
        onWake={wake}
        onDraft={(update) => {
          setDraft((current) => update(current));
          wake();
        }}
      />
    );
  }
  const { Form } = loaded;
  return (
    <div ref={wrapper}>
      <Form kind="demo" variant="inline" initialValues={draft.values} focusField={draft.focus} />
    </div>
  );
}
