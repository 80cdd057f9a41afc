"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ContactInput } from "@/lib/validations/contact";
import type { ContactFormProps } from "./contact-form";
import { contactFields, type ContactField } from "./contact-field-names";

type Form = React.ComponentType<ContactFormProps>;

/** What the visitor left on the stand-in, handed to the real form when it takes over. */
interface StandInState {
  values: Partial<ContactInput>;
  focus?: ContactField;
}

/** How far ahead of the viewport the form starts loading. */
const NEAR_MARGIN = "600px 0px";

const isField = (name: string): name is ContactField => (contactFields as readonly string[]).includes(name);

/**
 * Read from the stand-in's own controls at the hand-over, not gathered from change events: text typed
 * before the page's code ran (a slow phone, autofill) raised no event React saw.
 */
function readStandIn(wrapper: HTMLElement | null): StandInState {
  const form = wrapper?.querySelector("form");
  if (!form) return { values: {} };
  const data = new FormData(form);
  const values: Partial<ContactInput> = {};
  for (const field of contactFields) {
    const value = data.get(field);
    if (typeof value === "string" && value !== "") values[field] = value;
  }
  const focused = document.activeElement;
  const name = focused && form.contains(focused) ? focused.getAttribute("name") : null;
  return { values, focus: name && isField(name) ? name : undefined };
}

export interface DemoRequestFormProps {
  /** The form's markup from the server (contact-form-stand-in.tsx), shown until the real form loads. */
  standIn: React.ReactNode;
}

/**
 * The home page's in-page Request a demo form (#contactUs). It sits far below the fold, so its code
 * (the form library and, on first use, the schema) loads when the visitor comes near or reaches for it,
 * not with the page; until then the server's stand-in holds its place. What the visitor does on the
 * stand-in (typed values, focus, a press of Send Message) is handed over, so the real form takes over
 * from exactly that point.
 */
export function DemoRequestForm({ standIn }: DemoRequestFormProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);
  // Held in an object: a component stored directly in state would be called as an updater.
  const [loaded, setLoaded] = useState<{ Form: Form } | null>(null);
  const handedOver = useRef<StandInState | null>(null);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    import("./contact-form")
      // Synchronous, so the render that reads the stand-in and the commit that removes it are one task even
      // while the rest of the page is still hydrating (a concurrent render could let typing fall in between).
      .then((module) => flushSync(() => setLoaded({ Form: module.ContactForm })))
      .catch(() => {
        loading.current = false;
      });
  };
  // The real form's own effects (field registration) have run by now: a child's run before its parent's.
  useEffect(() => {
    if (loaded && submitted.current) wrapper.current?.querySelector("form")?.requestSubmit();
    // Only at the hand-over.
  }, [loaded]);

  // Focus moves to the real field in the commit that removes the stand-in's: a key pressed in between
  // would reach no field (a passive effect, a later task, let that happen).
  useLayoutEffect(() => {
    const name = handedOver.current?.focus;
    if (loaded && name) wrapper.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [loaded]);

  // The stand-in's button is disabled in the server's markup, so it cannot be pressed before this runs.
  useEffect(() => {
    const button = wrapper.current?.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = false;
  }, []);

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
    // Read in the render that swaps the forms: it and its commit run in one task (flushSync above), so
    // nothing typed into the stand-in in between is lost (reading when the code arrived missed a fill in that gap).
    /* eslint-disable react-hooks/refs -- the stand-in's DOM is still there until this render commits */
    handedOver.current ??= readStandIn(wrapper.current);
    const { values } = handedOver.current;
    return (
      <div ref={wrapper}>
        <Form kind="demo" variant="inline" initialValues={values} />
      </div>
    );
    /* eslint-enable react-hooks/refs */
  }
  // Events on the stand-in bubble here through React's tree.
  return (
    <div
      ref={wrapper}
      onPointerEnter={wake}
      onChange={wake}
      onFocus={wake}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        wake();
      }}
    >
      {standIn}
    </div>
  );
}
