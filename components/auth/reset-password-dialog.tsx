"use client";

import { Dialog } from "@/components/ui/dialog";
import { passwordResetMessages } from "@/lib/messages/password-reset";
import type { Role } from "@/lib/roles";
import { ForgotPasswordForm } from "./forgot-password-form";

const text = passwordResetMessages.forgot;

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: Role;
  /** The e-mail already typed on the login form. */
  initialEmail?: string;
}

/** Forgot Password (student and facilitator alike): asks for the e-mail and mails a one-time link. */
export function ResetPasswordDialog({ open, onOpenChange, mode, initialEmail = "" }: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description} size="sm">
      {/* Mounted while open only, so closing clears the messages. */}
      {open ? <ForgotPasswordForm mode={mode} initialEmail={initialEmail} autoFocus /> : null}
    </Dialog>
  );
}
