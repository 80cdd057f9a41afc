"use client";

import { Dialog } from "@/components/ui/dialog";
import { uiMessages } from "@/lib/ui-messages";
import type { ContactInput, ContactValues } from "@/lib/validations/contact";
import { ContactForm } from "./contact-form";

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ContactValues["kind"];
  /** Values the form starts from, e.g. a prefilled message. */
  initialValues?: Partial<ContactInput>;
}

const { contact } = uiMessages;
const copy = {
  demo: { title: contact.demoTitle, description: contact.demoDescription, messageLabel: "Message" },
  collaboration: {
    title: contact.collaborateTitle,
    description: contact.collaborateDescription,
    messageLabel: contact.collaborateMessageLabel,
  },
} as const;

/** The Contact Us (demo request) modal, or the Collaborate With Us modal. */
export function ContactDialog({ open, onOpenChange, kind, initialValues }: ContactDialogProps) {
  const { title, description, messageLabel } = copy[kind];
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
