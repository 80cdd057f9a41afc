"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import styles from "@/components/ui/form.module.css";
import { OutcomeBanner, OutcomePanel } from "@/components/ui/outcome";
import { ApiError, failureText, sendJson } from "@/lib/client-fetch/request-json";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { contactMessages } from "@/lib/messages/contact";
import type { ContactInput, ContactValues } from "@/lib/validations/contact";
import { contactFields } from "./contact-field-names";
import { ContactFields } from "./contact-fields";

/** How long the in-page form shows 'Message sent successfully!'. */
export const SENT_BANNER_MS = 5000;

export interface ContactFormProps {
  kind: ContactValues["kind"];
  /** "modal": 'Submitting...' then a Thank you panel. "inline": 'Sending...', disabled fields, a 5 s banner. */
  variant: "modal" | "inline";
  messageLabel?: string;
  /** The modal variant's Close button on the Thank you panel. */
  onDone?: () => void;
  /** Values to start from: a prefilled message, or what was typed into the in-page stand-in before this form loaded. */
  initialValues?: Partial<ContactInput>;
}

const empty: ContactInput = { name: "", email: "", course: "", class_size: "", message: "" };

// The shared schema, loaded with zod when the visitor first reaches the form (lib/validations/lazy-resolver).
const contactResolver = lazyZodResolver<ContactInput, unknown, ContactValues>(() =>
  import("@/lib/validations/contact").then((module) => module.contactSchema),
);

/** Name, email and message, posted to /api/contact (the demo request and the collaboration request). */
export function ContactForm({ kind, variant, messageLabel = "Message", onDone, initialValues }: ContactFormProps) {
  const [status, setStatus] = useState<"idle" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    defaultValues: { ...empty, ...initialValues },
  });

  useEffect(() => {
    if (status !== "sent" || variant === "modal") return;
    const timer = window.setTimeout(() => setStatus("idle"), SENT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status, variant]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setStatus("idle");
    try {
      await sendJson("POST", "/api/contact", { ...values, class_size: values.class_size === null ? "" : String(values.class_size), kind });
      reset(empty);
      setStatus("sent");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of contactFields) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: "server", message });
        }
      }
      setFailure(failureText(error, contactMessages.failed));
    }
  });

  if (variant === "modal" && status === "sent") {
    return (
      <OutcomePanel tone="success" title={contactMessages.thankYou} actionLabel={contactMessages.close} onAction={onDone}>
        {contactMessages.willContact}
      </OutcomePanel>
    );
  }

  const busyLabel = variant === "modal" ? contactMessages.submitting : contactMessages.sending;
  const idleLabel = variant === "modal" ? contactMessages.submit : contactMessages.send;

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} onFocus={contactResolver.preload} noValidate aria-busy={isSubmitting}>
      <OutcomeBanner tone="success">{variant === "inline" && status === "sent" ? contactMessages.sent : null}</OutcomeBanner>
      <OutcomeBanner tone="error">{failure}</OutcomeBanner>
      <ContactFields
        control={register}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          course: errors.course?.message,
          class_size: errors.class_size?.message,
          message: errors.message?.message,
        }}
        demo={kind === "demo"}
        messageLabel={messageLabel}
        disabled={variant === "inline" && isSubmitting}
        submitLabel={isSubmitting ? busyLabel : idleLabel}
        submitDisabled={isSubmitting}
      />
    </form>
  );
}
