import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./radio-group-field.module.css";

export interface RadioGroupFieldProps {
  legend: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Each option's value and the words shown for it. */
  options: readonly { value: string; label: string }[];
}

/** A required choice of one option, none chosen at first: a fieldset whose error is linked to every radio. */
export function RadioGroupField({ legend, error, registration, options }: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`field ${styles.group}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" value={option.value} {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
