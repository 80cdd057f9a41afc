import { testimonials } from "@/content";
import styles from "./testimonials.module.css";

/** Permission-cleared quotes only: placeholders stay in content and off the page, as logos do. */
export function Testimonials() {
  const shown = testimonials.filter((testimonial) => !testimonial.placeholder);
  if (shown.length === 0) return null;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className="section-title">
          What faculty say
        </h2>
        <p className="section-lead">Instructors who run our games in their courses.</p>
        <ul className={styles.list}>
          {shown.map((testimonial, index) => (
            <li key={index} className={styles.card}>
              <figure>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <strong>{testimonial.role}</strong>
                  <span>{testimonial.institution}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
