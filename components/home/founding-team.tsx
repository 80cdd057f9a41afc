import { SiteImage } from "@/components/ui/site-image";
import { team } from "@/content";
import styles from "./founding-team.module.css";

export function FoundingTeam() {
  return (
    <section id="team" className={`section ${styles.section}`} aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className="section-title">
          Founding team
        </h2>
        <p className="section-lead">Faculty and engineers who design, test and run every game.</p>
        <ul className={styles.list}>
          {team.map((member) => (
            <li key={member.email} className={styles.card}>
              {member.photo ? (
                <SiteImage
                  src={member.photo.src}
                  alt={member.photo.alt}
                  width={member.photo.width}
                  height={member.photo.height}
                  className={styles.photo}
                />
              ) : null}
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.bio}>{member.bio}</p>
              <div className={styles.links}>
                <a href={`mailto:${member.email}`} className={styles.iconLink}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M3 6h18v12H3z M3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden">E-mail {member.name}</span>
                </a>
                {/* A placeholder profile is no link: the entry names a role, not a person. */}
                {member.placeholder ? null : (
                  <a href={member.profileUrl} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                      <path
                        fill="currentColor"
                        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.2c0-1.24-.02-2.84-1.73-2.84-1.73 0-2 1.35-2 2.75V21h-4z"
                      />
                    </svg>
                    <span className="visually-hidden">{member.name} on LinkedIn (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
