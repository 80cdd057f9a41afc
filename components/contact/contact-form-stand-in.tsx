import { contactMessages } from "@/lib/messages/contact";
import { ContactFields } from "./contact-fields";
import styles from "@/components/ui/form.module.css";

/**
 * The in-page demo form's markup before its code has loaded, rendered on the server: the same fields in
 * the same places, so nothing moves when the real form takes over. What the visitor does on it is
 * caught by components/contact/demo-request-form.tsx, around it.
 */
export function ContactFormStandIn() {
  return (
    <form className={styles.form} method="post" noValidate>
      {/* Enabled by the wrapper once the page's code runs: before that a press would be the browser's own post. */}
      <ContactFields control={(name) => ({ name })} submitLabel={contactMessages.send} submitDisabled demo />
    </form>
  );
}
