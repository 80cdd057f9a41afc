import { messages } from "@/lib/messages";
import { FormField } from "./form-field";
import styles from "./forms.module.css";

export interface ContactFormStandInProps {
  formRef?: React.Ref<HTMLFormElement>;
  onWake: () => void;
  /** Send Message pressed before the real form arrived. */
  onSubmit: () => void;
}

/**
 * The in-page demo form's markup before its code has loaded: the same fields in the same places, so
 * nothing moves when the real form takes over. Focus, a pointer or a submit wakes the real form, which
 * keeps what was typed and where the focus was.
 */
export function ContactFormStandIn({ formRef, onWake, onSubmit }: ContactFormStandInProps) {
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onFocus={onWake}
      onPointerEnter={onWake}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className={styles.fieldset}>
        <FormField label="Name">
          {(control) => <input {...control} name="name" type="text" autoComplete="name" aria-required />}
        </FormField>
        <FormField label="Email">
          {(control) => <input {...control} name="email" type="email" autoComplete="email" aria-required />}
        </FormField>
        <FormField label="Message">
          {(control) => <textarea {...control} name="message" rows={5} aria-required />}
        </FormField>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {messages.contact.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
