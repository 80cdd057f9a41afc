import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./field.module.css";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

export interface FieldProps {
  label: string;
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
  /** The id of a message shown elsewhere (the form's alert) that marks this control invalid without repeating it. */
  invalidBy?: string;
  /** The control (input, select, textarea), given the props that tie it to its label and error. */
  children: (control: FieldControlProps) => React.ReactNode;
}

/** A labelled control whose error is linked by aria-describedby and flagged with aria-invalid: every form's field. */
export function Field({ label, error, note, invalidBy, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : invalidBy;
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>
        {label}
        {note ? <span className={styles.note}> {note}</span> : null}
      </label>
      {children({ id, "aria-invalid": Boolean(describedBy), "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  label: string;
  error?: string;
  note?: string;
  invalidBy?: string;
  registration: UseFormRegisterReturn;
}

/** A `Field` holding one react-hook-form input. */
export function TextField({ label, error, note, invalidBy, registration, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} note={note} invalidBy={invalidBy}>
      {(control) => <input {...input} {...registration} {...control} />}
    </Field>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "autoComplete"> {
  /** Which password this is, for password managers: the one held now, or one being chosen. */
  autoComplete: "current-password" | "new-password";
}

/** A `TextField` whose characters are hidden. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}

export interface EmailFieldProps extends Omit<TextFieldProps, "type" | "inputMode" | "autoComplete" | "label"> {
  label?: string;
  /** An account's e-mail on a log-in form ("username", for password managers), or an address being given. */
  autoComplete: "username" | "email";
}

/** A `TextField` for an e-mail address, with a phone's e-mail keyboard. */
export function EmailField({ label = "Email", ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" inputMode="email" {...props} />;
}

export interface SelectFieldProps {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Each option's value and the words shown for it. */
  options: readonly { value: string; label: string }[];
}

/** A `Field` holding one react-hook-form select. */
export function SelectField({ label, error, registration, options }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
