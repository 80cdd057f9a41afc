"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "@/lib/messages";
import { postJson, ApiError, errorMessage } from "@/lib/trial/api";
import { contactSchema, type ContactInput, type ContactValues } from "@/lib/validations/requests";
import { FormField } from "./form-field";
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
}

const fields = ["name", "email", "message"] as const;
const empty: ContactInput = { name: "", email: "", message: "" };

/** Name, email and message, posted to /api/contact (the demo request and the collaboration request). */
export function ContactForm({ kind, variant, messageLabel = "Message", onDone }: ContactFormProps) {
  const [status, setStatus] = useState<"idle" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
  });

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
        for (const field of fields) {
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
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
      <fieldset className={styles.fieldset} disabled={variant === "inline" && isSubmitting}>
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <input {...control} {...register("name")} type="text" autoComplete="name" aria-required />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input {...control} {...register("email")} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField label={messageLabel} error={errors.message?.message}>
          {(control) => <textarea {...control} {...register("message")} rows={5} aria-required />}
        </FormField>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? busyLabel : idleLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
