import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./auth-page.module.css";

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled input whose error is linked by aria-describedby and flagged with aria-invalid. */
export function TextField({ label, error, registration, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...registration}
        className={error ? styles.invalid : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
