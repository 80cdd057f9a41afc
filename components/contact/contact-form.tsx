"use client";

import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "@/lib/messages";
import { postJson, ApiError, errorMessage } from "@/lib/trial/api";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import type { ContactInput, ContactValues } from "@/lib/validations/contact";
import { ContactFields, contactFields, type ContactField } from "./contact-fields";
import styles from "./forms.module.css";

/** How long the in-page form shows 'Message sent successfully!' (SPEC §9). */
export const SENT_BANNER_MS = 5000;

export interface ContactFormProps {
  kind: ContactValues["kind"];
  /** "modal": 'Submitting...' then a Thank you panel. "inline": 'Sending...', disabled fields, a 5 s banner. */
  variant: "modal" | "inline";
  messageLabel?: string;
  /** The modal variant's Close button on the Thank you panel. */
  onDone?: () => void;
  /** What was typed into the static stand-in before this form loaded (components/contact/demo-request-form). */
  initialValues?: Partial<ContactInput>;
  /** The field that had focus in that stand-in, focused again on mount. */
  focusField?: ContactField;
}

const empty: ContactInput = { name: "", email: "", message: "" };

// The shared schema, loaded with zod when the visitor first reaches the form (lib/forms/lazy-resolver).
const contactResolver = lazyZodResolver<ContactInput, unknown, ContactValues>(() =>
  import("@/lib/validations/contact").then((module) => module.contactSchema),
);

/** Name, email and message, posted to /api/contact (the demo request and the collaboration request). */
export function ContactForm({ kind, variant, messageLabel = "Message", onDone, initialValues, focusField }: ContactFormProps) {
  const [status, setStatus] = useState<"idle" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    defaultValues: { ...empty, ...initialValues },
  });

  useEffect(() => {
    if (focusField) setFocus(focusField);
    // Only when the form replaces its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status !== "sent") return;
    if (variant === "modal") {
      thanksRef.current?.focus();
      return;
    }
    const timer = window.setTimeout(() => setStatus("idle"), SENT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status, variant]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setStatus("idle");
    try {
      await postJson("/api/contact", { ...values, kind });
      reset(empty);
      setStatus("sent");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of contactFields) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: "server", message });
        }
      }
      setFailure(errorMessage(error, messages.contact.failed));
    }
  });

  if (variant === "modal" && status === "sent") {
    return (
      <div className={styles.panel} role="status">
        <h3 ref={thanksRef} tabIndex={-1}>
          {messages.contact.thankYou}
        </h3>
        <p>{messages.contact.willContact}</p>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {messages.contact.close}
        </button>
      </div>
    );
  }

  const busyLabel = variant === "modal" ? messages.contact.submitting : messages.contact.sending;
  const idleLabel = variant === "modal" ? messages.contact.submit : messages.contact.send;

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={contactResolver.preload} noValidate aria-busy={isSubmitting}>
      {variant === "inline" && status === "sent" ? (
        <p className="alert alert-success" role="status">
          {messages.contact.sent}
        </p>
      ) : null}
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ContactFields
        control={register}
        errors={{ name: errors.name?.message, email: errors.email?.message, message: errors.message?.message }}
        messageLabel={messageLabel}
        disabled={variant === "inline" && isSubmitting}
        submitLabel={isSubmitting ? busyLabel : idleLabel}
        submitDisabled={isSubmitting}
      />
    </form>
  );
}
