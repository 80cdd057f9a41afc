import type { ContactInput } from "@/lib/validations/requests";
import { messages } from "@/lib/messages";
import { FormField } from "./form-field";
import styles from "./forms.module.css";

type Field = "name" | "email" | "message";
const fields: readonly string[] = ["name", "email", "message"] satisfies Field[];
const isField = (name: string): name is Field => fields.includes(name);

/** What the visitor has done on the stand-in, handed to the real form when it takes over. */
export interface StandInDraft {
  values: Partial<ContactInput>;
  focus?: Field;
  submitted: boolean;
}

export interface ContactFormStandInProps {
  formRef?: React.Ref<HTMLFormElement>;
  /** The visitor came near (a pointer over it): time to load the real form. */
  onWake: () => void;
  /** Every change, focus move and submit, as an update of the draft. */
  onDraft: (update: (draft: StandInDraft) => StandInDraft) => void;
}

/**
 * The in-page demo form's markup before its code has loaded: the same fields in the same places, so
 * nothing moves when the real form takes over (components/contact/demo-request-form.tsx).
 */
export function ContactFormStandIn({ formRef, onWake, onDraft }: ContactFormStandInProps) {
  const target = (event: React.SyntheticEvent) => event.target as HTMLInputElement | HTMLTextAreaElement;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onPointerEnter={onWake}
      onChange={(event) => {
        const { name, value } = target(event);
        if (isField(name)) onDraft((draft) => ({ ...draft, values: { ...draft.values, [name]: value } }));
      }}
      onFocus={(event) => {
        const { name } = target(event);
        onDraft((draft) => ({ ...draft, focus: isField(name) ? name : undefined }));
      }}
      onBlur={() => onDraft((draft) => ({ ...draft, focus: undefined }))}
      onSubmit={(event) => {
        event.preventDefault();
        onDraft((draft) => ({ ...draft, submitted: true }));
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
