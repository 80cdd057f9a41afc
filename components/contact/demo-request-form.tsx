"use client";

import { useEffect, useRef, useState } from "react";
import type { ContactInput } from "@/lib/validations/contact";
import type { ContactFormProps } from "./contact-form";
import { contactFields, type ContactField } from "./contact-field-names";

type Form = React.ComponentType<ContactFormProps>;

/** What the visitor has done on the stand-in, handed to the real form when it takes over. */
interface StandInDraft {
  values: Partial<ContactInput>;
  focus?: ContactField;
  submitted: boolean;
}

/** How far ahead of the viewport the form starts loading. */
const NEAR_MARGIN = "600px 0px";

const isField = (name: string): name is ContactField => (contactFields as readonly string[]).includes(name);
const target = (event: React.SyntheticEvent) => event.target as HTMLInputElement | HTMLTextAreaElement;

export interface DemoRequestFormProps {
  /** The form's markup from the server (contact-form-stand-in.tsx), shown until the real form loads. */
  standIn: React.ReactNode;
}

/**
 * The home page's in-page Request a demo form (#contactUs). It sits far below the fold, so its code
 * (the form library and, on first use, the schema) loads when the visitor comes near or reaches for it,
 * not with the page; until then the server's stand-in holds its place. What the visitor does on the
 * stand-in (typed values, focus, a press of Send Message) is kept in state as it happens, so the real
 * form takes over from exactly that point.
 */
export function DemoRequestForm({ standIn }: DemoRequestFormProps) {
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
  const record = (update: (draft: StandInDraft) => StandInDraft) => {
    setDraft(update);
    wake();
  };

  // The real form's own effects (field registration) have run by now: a child's run before its parent's.
  useEffect(() => {
    if (loaded && draft.submitted) wrapper.current?.querySelector("form")?.requestSubmit();
    // Only at the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || loaded) return;
    if (typeof IntersectionObserver === "undefined") return wake();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  });

  if (loaded) {
    const { Form } = loaded;
    return (
      <div ref={wrapper}>
        <Form kind="demo" variant="inline" initialValues={draft.values} focusField={draft.focus} />
      </div>
    );
  }
  // Events on the stand-in bubble here through React's tree.
  return (
    <div
      ref={wrapper}
      onPointerEnter={wake}
      onChange={(event) => {
        const { name, value } = target(event);
        if (isField(name)) record((current) => ({ ...current, values: { ...current.values, [name]: value } }));
      }}
      onFocus={(event) => {
        const { name } = target(event);
        record((current) => ({ ...current, focus: isField(name) ? name : undefined }));
      }}
      onBlur={() => setDraft((current) => ({ ...current, focus: undefined }))}
      onSubmit={(event) => {
        event.preventDefault();
        record((current) => ({ ...current, submitted: true }));
      }}
    >
      {standIn}
    </div>
  );
}
