"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SessionProvider, useSession } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { OutcomeBanner } from "@/components/ui/outcome";
import { setSessionUser, stateFromSession } from "@/lib/auth/use-session-user";
import { fieldsOfSessionUser, type SessionUser } from "@/lib/auth/session-user";
import { failureText, sendJson } from "@/lib/client-fetch/request-json";
import { authMessages } from "@/lib/messages/auth";
import { goTo } from "@/lib/auth/landing";
import { upstreamDisplayType, roles } from "@/lib/roles";
import { profileSchema, type ProfileInput, type ProfileValues } from "@/lib/validations/auth";
import styles from "./account.module.css";

export interface EditProfileDialogProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const kindOptions = [...roles]
  .reverse()
  .map((role) => ({ value: upstreamDisplayType[role], label: authMessages.signup.roleChoices[role] }));

/**
 * Changes the name (and the account's kind, while nothing depends on it) through the upstream profile call, then asks next-auth to re-read the user
 * (its `update()`, the jwt callback's "update" trigger), so the header follows. next-auth's provider
 * lives only here, started from the session the header already has.
 */
export function EditProfileDialog(props: EditProfileDialogProps) {
  const [expires] = useState(() => new Date(Date.now() + 60_000).toISOString());
  return (
    <SessionProvider session={{ user: fieldsOfSessionUser(props.user), expires }} refetchOnWindowFocus={false}>
      <EditProfileForm {...props} />
    </SessionProvider>
  );
}

function EditProfileForm({ user, open, onOpenChange }: EditProfileDialogProps) {
  const { update } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: startValues(user) });

  function change(next: boolean) {
    if (!next) {
      setFailure(null);
      reset(startValues(user));
    }
    onOpenChange(next);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The schema's output is the site's role; the body spells it as the wire does ("Facilitator").
      await sendJson("PUT", "/api/me", {
        name: values.name,
        ...(values.display_type ? { display_type: upstreamDisplayType[values.display_type] } : {}),
      });
    } catch (error) {
      setFailure(failureText(error, authMessages.session.updateProfileFailed));
      return;
    }
    const session = stateFromSession(await update().catch(() => null));
    // Another kind sees other pages and menus: the page is loaded again for the new kind.
    if (values.display_type && values.display_type !== user.role) {
      goTo(`${window.location.pathname}${window.location.search}`);
      return;
    }
    await setSessionUser(session.user ?? { ...user, name: values.name });
    change(false);
  });

  return (
    <Dialog open={open} onOpenChange={change} title="Edit profile" size="sm">
      <form method="post" onSubmit={onSubmit} noValidate>
        <OutcomeBanner tone="error">{failure}</OutcomeBanner>
        <fieldset disabled={isSubmitting} className={styles.plainFieldset}>
          <TextField label="Name" autoComplete="name" autoFocus registration={register("name")} error={errors.name?.message} />
          <p className={styles.readonlyNote}>
            E-mail: <span>{user.email}</span>
          </p>
          <RadioGroupField
            legend={authMessages.profile.kindLegend}
            registration={register("display_type")}
            options={kindOptions}
            error={errors.display_type?.message}
          />
          <p className={styles.readonlyNote}>{authMessages.profile.kindNote}</p>
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

function startValues(user: SessionUser): ProfileInput {
  return { name: user.name, display_type: upstreamDisplayType[user.role] };
}
