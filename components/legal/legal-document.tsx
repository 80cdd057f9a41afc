import type { LegalDocument as LegalDocumentData } from "@/content/schema";
import textPage from "@/components/layout/text-page.module.css";
import styles from "./legal-document.module.css";

export interface LegalDocumentProps {
  document: LegalDocumentData;
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2025-09-18" → "September 18, 2025", whatever the server's time zone. */
export function formatLegalDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "3. Your Account & Data" → "your-account-data". */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\s*\d+[.)]?\s*/, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A legal page: title, date, introduction, table of contents and numbered sections. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const sections = document.sections.map((section, index) => ({
    ...section,
    id: sectionAnchor(section.heading) || `section-${index + 1}`,
  }));

  return (
    <article className={`container ${textPage.page}`}>
      <header className={`${textPage.header} ${styles.header}`}>
        <h1 className={textPage.title}>{document.title}</h1>
        <p className={styles.updated}>
          Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
        </p>
        <p className={textPage.intro}>{document.intro}</p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <p id="toc-heading" className={styles.tocHeading}>
            Contents
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
