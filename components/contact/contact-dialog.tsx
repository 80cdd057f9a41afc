"use client";

import { Dialog } from "@/components/ui/dialog";
import { messages } from "@/lib/messages";
import type { ContactValues } from "@/lib/validations/contact";
import { ContactForm } from "./contact-form";

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ContactValues["kind"];
  initialMessage?: string;
}

const copy = {
  demo: {
    title: messages.contact.demoTitle,
    description: messages.contact.demoDescription,
    messageLabel: "Message",
  },
  collaboration: {
    title: messages.contact.collaborateTitle,
    description: messages.contact.collaborateDescription,
    messageLabel: messages.contact.collaborateMessageLabel,
  },
} as const;

/** The Contact Us (demo request) modal, or the Collaborate With Us modal. */
export function ContactDialog({ open, onOpenChange, kind, initialMessage }: ContactDialogProps) {
  const { title, description, messageLabel } = copy[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="md">
      <ContactForm
        kind={kind}
        variant="modal"
        messageLabel={messageLabel}
        onDone={() => onOpenChange(false)}
        initialValues={initialMessage ? { message: initialMessage } : undefined}
      />
    </Dialog>
  );
}
