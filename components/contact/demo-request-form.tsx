"use client";

import { useEffect, useRef, useState } from "react";
import type { ContactFormProps } from "./contact-form";
import { ContactFormStandIn } from "./contact-form-stand-in";

type Field = NonNullable<ContactFormProps["focusField"]>;
type Loaded = {
  Form: React.ComponentType<ContactFormProps>;
  values: ContactFormProps["initialValues"];
  focus?: Field;
  /** The visitor pressed Send Message on the stand-in: the real form sends (or validates) at once. */
  submit: boolean;
};

/** How far ahead of the viewport the form starts loading. */
const NEAR_MARGIN = "600px 0px";

/** What the visitor typed into the stand-in, and where the focus was, at the moment of the swap. */
function readStandIn(form: HTMLFormElement | null): Omit<Loaded, "Form" | "submit"> {
  const values: NonNullable<ContactFormProps["initialValues"]> = {};
  let focus: Field | undefined;
  for (const name of ["name", "email", "message"] as const) {
    const control = form?.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value) values[name] = control.value;
      if (document.activeElement === control) focus = name;
    }
  }
  return { values, focus };
}

/**
 * The home page's in-page Request a demo form (#contactUs). It sits far below the fold, so its code
 * (the form library and, on first use, the schema) loads when the visitor comes near or reaches for it,
 * not with the page; until then a stand-in with the same markup holds its place.
 */
export function DemoRequestForm() {
  const standIn = useRef<HTMLFormElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    import("./contact-form")
      .then((module) =>
        setLoaded({ Form: module.ContactForm, ...readStandIn(standIn.current), submit: submitted.current }),
      )
      .catch(() => {
        loading.current = false;
      });
  };

  // The real form's own effects (field registration) have run by now: a child's run before its parent's.
  useEffect(() => {
    if (loaded?.submit) wrapper.current?.querySelector("form")?.requestSubmit();
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
        onSubmit={() => {
          submitted.current = true;
          wake();
        }}
      />
    );
  }
  const { Form, values, focus } = loaded;
  return (
    <div ref={wrapper}>
      <Form kind="demo" variant="inline" initialValues={values} focusField={focus} />
    </div>
  );
}
