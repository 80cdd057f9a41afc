import { site } from "@/content";
import { contactMessages } from "@/lib/messages/contact";
import styles from "./contact-section.module.css";

export interface ContactSectionProps {
  /** The Request a demo form, a client leaf. */
  form: React.ReactNode;
}

export function ContactSection({ form }: ContactSectionProps) {
  return (
    <section id="contactUs" className={`section ${styles.section}`} aria-labelledby="contact-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="contact-heading" className={styles.heading}>
            {contactMessages.demoTitle}
          </h2>
          <p>{contactMessages.demoDescription}</p>
          <p>
            Prefer e-mail? Write to <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </div>
        <div id="sendUsMessage" className={styles.card}>
          {form}
        </div>
      </div>
    </section>
  );
}
