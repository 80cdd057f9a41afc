import type { ContactInput } from "@/lib/validations/contact";
import { contactMessages } from "@/lib/messages/contact";
import { ContactFields, contactFields, type ContactField } from "./contact-fields";
import styles from "@/components/ui/form.module.css";

const isField = (name: string): name is ContactField => (contactFields as readonly string[]).includes(name);

/** What the visitor has done on the stand-in, handed to the real form when it takes over. */
export interface StandInDraft {
  values: Partial<ContactInput>;
  focus?: ContactField;
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
      <ContactFields control={(name) => ({ name })} submitLabel={contactMessages.send} />
    </form>
  );
}
