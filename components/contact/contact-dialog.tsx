"use client";

import { Dialog } from "@/components/ui/dialog";
import { contactMessages } from "@/lib/messages/contact";
import type { ContactInput, ContactValues } from "@/lib/validations/contact";
import { ContactForm } from "./contact-form";

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ContactValues["kind"];
  /** Values the form starts from, e.g. a prefilled message. */
  initialValues?: Partial<ContactInput>;
  /** A title and description of the caller's, so the dialog says what its button said (Buy Now). */
  heading?: { title: string; description: string };
}

const copy = {
  demo: { title: contactMessages.demoTitle, description: contactMessages.demoDescription, messageLabel: "Message" },
  collaboration: {
    title: contactMessages.collaborateTitle,
    description: contactMessages.collaborateDescription,
    messageLabel: contactMessages.collaborateMessageLabel,
  },
} as const;

/** The Contact Us (demo request) modal, or the Collaborate With Us modal. */
export function ContactDialog({ open, onOpenChange, kind, initialValues, heading }: ContactDialogProps) {
  const { messageLabel } = copy[kind];
  const { title, description } = heading ?? copy[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="md">
      <ContactForm
        kind={kind}
        variant="modal"
        messageLabel={messageLabel}
        initialValues={initialValues}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
