import { useId } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

export interface FormFieldProps {
  label: string;
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/** A labelled control with its error linked by aria-describedby; the control gets its props from `children`. */
export function FormField({ label, error, note, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {note ? <span className="field-note"> {note}</span> : null}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
