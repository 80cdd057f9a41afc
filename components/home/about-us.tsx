import { games, site } from "@/content";
import { trialOffer } from "@/content/trial";
import styles from "./about-us.module.css";

const faqs: { question: string; answer: React.ReactNode }[] = [
  {
    question: "How do students join a game?",
    answer:
      "The instructor starts a session and shares its code. Students type the code on our home page (or open a shared link) and the game opens in a new tab; no installation is needed.",
  },
  {
    question: "Can I try a simulation before using it in class?",
    answer: `Yes. Log in and request a free trial from any game page or the Free Trial button. ${trialOffer.summary} Its code is on your dashboard and in your e-mail.`,
  },
  {
    question: "Where are the teaching notes and slides?",
    answer:
      "A game page lists its Included Resources, when the game has teaching documents. Instructors with a licence open them all; a trial opens the game guide; students see them locked.",
  },
  {
    question: "Can I put a game in my Canvas, Moodle, Blackboard or D2L course?",
    answer: (
      <>
        Yes: {site.name} is an LTI 1.3 tool. Students click the link in your module and land in your class&apos;s session.{" "}
        <a href="/for-your-lms">For your LMS</a> has the settings to send your IT.
      </>
    ),
  },
];

export function AboutUs() {
  return (
    <section id="aboutUs" className="section" aria-labelledby="about-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="about-heading" className={styles.heading}>
            About Us
          </h2>
          <p>
            {site.name} builds short, rigorous business simulations for the classroom. Each game is designed with the faculty who teach the
            subject, tested in real courses, and comes with a game guide and teaching material so that an instructor can run it the first
            time with confidence.
          </p>
          <p>
            Our {games.length} games cover supply chains, operations, quality, strategy, procurement, sustainable decisions and HR. Most run
            within one class period, on any phone or laptop.
          </p>
        </div>
        <div id="faq" className={styles.faq}>
          <h3>Frequently asked questions</h3>
          {faqs.map((faq) => (
            <details key={faq.question} className={styles.item}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
