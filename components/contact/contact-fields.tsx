import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import styles from "@/components/ui/form.module.css";
import { contactMessages } from "@/lib/messages/contact";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import type { ContactField } from "./contact-field-names";

export interface ContactFieldsProps {
  /** Each control's own props: react-hook-form's `register(name)`, or just the name on the stand-in. */
  control: (name: ContactField) => Partial<UseFormRegisterReturn<ContactField>> & { name: ContactField };
  errors?: Partial<Record<ContactField, string>>;
  messageLabel?: string;
  disabled?: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** A demo request also asks for the course and the class size. */
  demo?: boolean;
}

/**
 * Name, email, message and the submit button: the one markup of the contact form, shared by the real
 * form and the in-page stand-in that holds its place until the form's code loads.
 */
export function ContactFields({
  control,
  errors = {},
  messageLabel = "Message",
  disabled,
  submitLabel,
  submitDisabled,
  demo,
}: ContactFieldsProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <Field label="Name" error={errors.name}>
        {(field) => <input {...field} {...control("name")} type="text" autoComplete="name" aria-required />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(field) => <input {...field} {...control("email")} type="email" autoComplete="email" aria-required />}
      </Field>
      {demo ? (
        <div className={styles.row}>
          <Field label={contactMessages.courseLabel} error={errors.course}>
            {(field) => <input {...field} {...control("course")} type="text" maxLength={TEXT_LIMITS.name} />}
          </Field>
          <Field label={contactMessages.classSizeLabel} error={errors.class_size}>
            {(field) => <input {...field} {...control("class_size")} type="text" inputMode="numeric" maxLength={TEXT_LIMITS.classSize} />}
          </Field>
        </div>
      ) : null}
      <Field label={messageLabel} error={errors.message}>
        {(field) => <textarea {...field} {...control("message")} rows={5} aria-required />}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={submitDisabled}>
          {submitLabel}
        </button>
      </div>
    </fieldset>
  );
}
