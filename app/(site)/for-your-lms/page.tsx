import type { Metadata } from "next";
import textPage from "@/components/layout/text-page.module.css";
import { siteSocialImage } from "@/components/seo/site-social-image";
import { site } from "@/content";
import { absoluteUrl } from "@/lib/site-url";
import { platforms, type ToolAddress } from "./platforms";
import styles from "./for-your-lms.module.css";

const title = "For your LMS: BizSim Lab in Canvas, Moodle, Blackboard and D2L";
const description = `${site.name} is an LTI 1.3 tool: add it to a course once, place a game in a module, and each student's click lands in your class's session.`;

export const metadata: Metadata = {
  title: "For your LMS",
  description,
  alternates: { canonical: "/for-your-lms" },
  openGraph: { type: "article", siteName: site.name, locale: "en_US", url: "/for-your-lms", title, description, images: [siteSocialImage] },
  twitter: { card: "summary", title, description },
};

/** The tool's addresses, from the public site address the canonical links use. */
const tool: Record<ToolAddress, { label: string; url: string }> = {
  login: { label: "OIDC login initiation URL", url: absoluteUrl("/api/lti/login") },
  launch: { label: "Redirect / launch / deep linking URL", url: absoluteUrl("/api/lti/launch") },
  jwks: { label: "Public keyset (JWKS) URL", url: absoluteUrl("/api/lti/jwks") },
};

const canvasJsonUrl = absoluteUrl("/api/lti/config/canvas.json");

const dynamicRegistration: ReadonlyArray<readonly [string, string]> = [
  ["Canvas", "Admin › Developer Keys › + Developer Key › LTI Registration, then install it under Settings › Apps."],
  ["Moodle", "Site administration › Plugins › External tool › Manage tools › Tool URL, then Add LTI Advantage and activate it."],
  ["D2L Brightspace", "Admin Tools › Manage Extensibility › LTI Advantage › Register Tool › Dynamic."],
  ["Sakai", "Administration Workspace › External Tools › Install LTI 1.x Tool › LTI Advantage Auto Provisioning."],
];

const roles: ReadonlyArray<readonly [string, string]> = [
  [
    "Instructor, and every sub-role: Teaching Assistant, Grader, Lecturer, Primary or Secondary Instructor…",
    "Signs in here as a facilitator",
  ],
  ["Administrator (course, institution or system)", "Signs in here as a facilitator"],
  ["Institution Faculty or Instructor, with no role in the course", "Signs in here as a facilitator"],
  ["Learner and its sub-roles", "Goes straight to the game's session; no account here"],
  [
    "Mentor and its sub-roles (Canvas: Observer, often a parent or adviser)",
    "Told in words that observers do not open BizSim Lab: no account, no documents, no place in the class's session",
  ],
  ["Any other role (Content Developer, a guest…)", "Told in words that the role does not open BizSim Lab"],
];

export default function ForYourLmsPage() {
  return (
    <article className={`container ${textPage.page} ${styles.page}`}>
      <header className={textPage.header}>
        <h1 className={textPage.title}>For your LMS</h1>
        <p className={textPage.intro}>
          {site.name} works inside Canvas, Moodle, Blackboard and D2L Brightspace as an LTI 1.3 tool (with Deep Linking 2.0). Your
          institution&apos;s IT adds it once; after that you place a game in any course like a reading.
        </p>
      </header>

      <section aria-labelledby="course-link" className={styles.section}>
        <h2 id="course-link">What a course link does</h2>
        <div className={styles.cards}>
          <div className={styles.card}>
            <h3>For your students</h3>
            <p>
              One click on the link in the module opens the game&apos;s session of your class, with their LMS name and e-mail filled in. The
              Dual Source Dilemma and Order Ops are the exception: their sites take only the session code, so students type their name
              there. They need no account here and no code to type. Without a session code in the link, they land on the game&apos;s join
              page.
            </p>
          </div>
          <div className={styles.card}>
            <h3>For you</h3>
            <p>
              In the course you add {site.name} from the content picker, choose a game from the catalogue (with its filters) and may type
              your class&apos;s session code. Your own click signs you in here as a facilitator, on the game&apos;s page with its teaching
              documents when you hold access, or on the free-trial request for that game when you don&apos;t. This account belongs to your
              LMS identity and is never merged with a password account by e-mail.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="grades" className={styles.section}>
        <h2 id="grades">Grades back to your gradebook</h2>
        <p>
          Each game you place gets a column in the course&apos;s gradebook, named after the game with &ldquo;— participation&rdquo;, out of
          1 point. A student who opens the game from the course and arrives in its lobby gets 1 of 1 there: it says they took part, not how
          well they played. Nothing is sent for instructors, teaching assistants or observers, and never more than one score per student and
          game.
        </p>
        <p>
          Canvas, Moodle, D2L Brightspace, Blackboard and Sakai show the column once their administrator allows the grade service (the
          Assignment and Grade Services, which Dynamic Registration and the Canvas JSON ask for). On your dashboard, each student of the
          course shows &ldquo;Grade sent&rdquo;, &ldquo;Pending&rdquo; or why it failed, and a switch per game turns grades off: nothing
          more is sent for that game, and what was sent stays in your gradebook.
        </p>
      </section>

      <section aria-labelledby="dynamic-registration" className={styles.section}>
        <h2 id="dynamic-registration">The quickest way: one link, Dynamic Registration</h2>
        <p>
          Canvas, Moodle (3.10 or later), D2L Brightspace and Sakai register {site.name} by themselves (LTI Dynamic Registration). Ask us at{" "}
          <a href={`mailto:${site.email}`}>{site.email}</a> for a registration link for your institution: it is valid for seven days and
          registers one platform once. Your administrator pastes it where the platform takes a registration URL:
        </p>
        <ul>
          {dynamicRegistration.map(([platform, where]) => (
            <li key={platform}>
              <strong>{platform}:</strong> {where}
            </li>
          ))}
        </ul>
        <p>
          The platform opens the link, which shows what will be registered: a course link that opens a game, the game picker for the content
          selection, the read-only course roster (so that you see on your dashboard who is in your course and which students opened the
          game) and the grade service (a participation column per game). One click registers it, and the platform lists {site.name} as a
          tool to add to courses.
        </p>
        <p>
          Canvas administrators who prefer a developer key: choose LTI Key, Method <em>Enter URL</em>, and paste{" "}
          <code className={styles.address}>{canvasJsonUrl}</code>; then send us the Client ID and the Deployment ID.
        </p>
      </section>

      <section aria-labelledby="send-it" className={styles.section}>
        <h2 id="send-it">What to send your IT</h2>
        <p>
          The manual way, for Blackboard or if your IT prefers it. Ask them to register {site.name} as an LTI 1.3 tool with these addresses,
          served over https, and to send the platform&apos;s details back to <a href={`mailto:${site.email}`}>{site.email}</a> so that we
          register your platform on our side.
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">The tool&apos;s addresses</caption>
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(tool).map((address) => (
              <tr key={address.url}>
                <th scope="row">{address.label}</th>
                <td>
                  <code>{address.url}</code>
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">Messages</th>
              <td>Resource link launch and Deep linking request</td>
            </tr>
            <tr>
              <th scope="row">Privacy</th>
              <td>Send the user&apos;s name and e-mail</td>
            </tr>
            <tr>
              <th scope="row">Services</th>
              <td>Names and Role Provisioning (the course roster), and Assignment and Grade Services (line items and scores)</td>
            </tr>
            <tr>
              <th scope="row">Where it opens</th>
              <td>A new window, where the platform offers it (in a frame, students still get in; instructors are offered a new window)</td>
            </tr>
          </tbody>
        </table>
        <p>
          What we need back: the issuer, the client id, the deployment id (one per place the tool is installed), and the platform&apos;s
          authorisation, keyset and token endpoints.
        </p>
      </section>

      <section aria-labelledby="per-platform" className={styles.section}>
        <h2 id="per-platform">Settings per platform</h2>
        {platforms.map((platform) => (
          <section key={platform.name} aria-labelledby={`platform-${platform.name}`} className={styles.platform}>
            <h3 id={`platform-${platform.name}`}>{platform.name}</h3>
            <p>{platform.where}</p>
            <table className={styles.table}>
              <caption className="visually-hidden">{platform.name} settings</caption>
              <thead>
                <tr>
                  <th scope="col">{platform.name} setting</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {platform.rows.map(([setting, value]) => (
                  <tr key={setting}>
                    <th scope="row">{setting}</th>
                    <td>{value in tool ? <code>{tool[value as ToolAddress].url}</code> : value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Afterwards {platform.name} shows {platform.shows}
            </p>
          </section>
        ))}
      </section>

      <section aria-labelledby="roles" className={styles.section}>
        <h2 id="roles">Who signs in as what</h2>
        <table className={styles.table}>
          <caption className="visually-hidden">LMS roles and what they do here</caption>
          <thead>
            <tr>
              <th scope="col">Role in the LMS</th>
              <th scope="col">In {site.name}</th>
            </tr>
          </thead>
          <tbody>
            {roles.map(([role, outcome]) => (
              <tr key={role}>
                <th scope="row">{role}</th>
                <td>{outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>A role in the course wins over a role in the institution: a professor enrolled as a learner plays as a learner.</p>
      </section>
    </article>
  );
}
