"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import type { SessionUser } from "@/lib/auth/session-user";
import { messages } from "@/lib/messages";
import { profileSchema, type ProfileValues } from "@/lib/validations/auth";
import { refreshServerSession } from "./auth-client";
import { readError } from "./read-error";
import { TextField } from "./text-field";
import { setSessionState, stateFromSession } from "./use-session-user";
import styles from "./account.module.css";

export interface EditProfileDialogProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Changes the name through the upstream profile call, then refreshes the session so the header follows. */
export function EditProfileDialog({ user, open, onOpenChange }: EditProfileDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: { name: user.name } });

  function change(next: boolean) {
    if (!next) {
      setFailure(null);
      reset({ name: user.name });
    }
    onOpenChange(next);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await fetch("/api/me", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) {
        setFailure(await readError(response, messages.session.updateProfileFailed));
        return;
      }
      const session = stateFromSession(await refreshServerSession());
      setSessionState(session.user ? session : { user: { ...user, name: values.name }, status: "authenticated" });
      change(false);
    } catch {
      setFailure(messages.session.updateProfileFailed);
    }
  });

  return (
    <Dialog open={open} onOpenChange={change} title="Edit profile" size="sm">
      <form onSubmit={onSubmit} noValidate>
        {failure ? (
          <p role="alert" className="alert alert-error">
            {failure}
          </p>
        ) : null}
        <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
          <TextField label="Name" autoComplete="name" autoFocus registration={register("name")} error={errors.name?.message} />
          <p className={styles.readonlyNote}>
            E-mail: <span>{user.email}</span>
          </p>
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-outline" onClick={() => change(false)}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary">
              {isSubmitting ? "Saving..." : "Save"}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
