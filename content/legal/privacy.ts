import type { z } from "zod";
import type { legalDocumentSchema } from "../schema";
import { company } from "../company";
import { site } from "../site";

export const privacyPolicyEntry = {
  title: "Privacy Policy",
  lastUpdated: "2025-09-18",
  intro:
    "This policy explains what personal information BizSim Lab collects when you use our website, accounts and classroom games, why we collect it, who we share it with, how long we keep it and the choices you have. We collect only what we need to run the games and to reply to you, and we do not sell personal information.",
  sections: [
    {
      heading: "1. Who we are",
      paragraphs: [
        `BizSim Lab provides classroom business-simulation games for students and instructors. For the information described here, ${company.name}, ${company.address}, decides how and why it is used. Where a school or university arranges access for its classes, that institution may also be responsible for how its students' information is used, and we act on its instructions.`,
      ],
    },
    {
      heading: "2. Information we collect",
      paragraphs: [
        "Account information: your name, e-mail address, role (student or facilitator) and password, which we store only in hashed form. If you sign in with a Google account, we receive your name, e-mail address, profile picture and whether your e-mail address is verified.",
        "Requests and messages: the name, e-mail address, role and chosen game you give when you request a free trial, and the name, e-mail address and message you send through the demo and contact forms.",
        "Use of the games: the session codes you enter, the games you have access to and their expiry dates, your decisions and results within a game, and technical information such as your browser type, IP address and the times of your requests.",
      ],
    },
    {
      heading: "3. How we use your information",
      paragraphs: [
        "We use your information to create and secure your account, sign you in, open the right game when you enter a session code, show facilitators their accessible games and their students' results, set up free trials, answer demo requests and messages, and keep the service working and safe.",
        "We also use aggregated, de-identified results to improve the games and the teaching materials. We do not use your information for advertising and we do not sell it.",
      ],
    },
    {
      heading: "4. Cookies and local storage",
      paragraphs: [
        "When you sign in, we store a sign-in token in your browser's local storage and in a cookie shared with our game sites, so that you stay signed in when you move between them. The cookie is sent only over secure connections and expires after five days; signing out removes it.",
        "When you sign in, we also set a cookie that recognises this browser (“site-device”): a random identifier and, for each account signed in on it, a code only our server can check. It keeps you from being locked out of your own account when someone else is guessing its password, is never readable by the page's scripts, and expires after 180 days.",
        "We also keep a copy of your basic profile (name, e-mail address and role) in local storage so that pages load quickly. We do not use advertising or cross-site tracking cookies. If you block cookies, you can still browse the catalogue but you will not be able to sign in.",
      ],
    },
    {
      heading: "5. Game sites and service providers",
      paragraphs: [
        "Each game runs on its own BizSim Lab site. When you join a game with a session code, we pass the code to that site and, for most games, your name, e-mail address and profile picture, so that your instructor can see who played. Your instructor can see your results in sessions they run.",
        "We use service providers to host the site and the games, to provide sign-in, to store data, to deliver e-mail and to play tutorial videos. They may process your information only on our behalf and under contract. We may also disclose information when the law requires it or to protect the safety of our users.",
      ],
    },
    {
      heading: "6. How long we keep information",
      paragraphs: [
        "We keep account information for as long as your account is open, and delete it within 90 days after you close your account or ask us to delete it. Game results are kept for as long as the instructor's access to that game lasts, and for up to 12 months afterwards so that courses can be reviewed.",
        "Free-trial and demo requests and contact messages are kept for up to 24 months. Technical logs are kept for up to 30 days unless we need them longer to investigate a security problem.",
      ],
    },
    {
      heading: "7. Security",
      paragraphs: [
        "We protect your information with encrypted connections, hashed passwords, limited staff access and regular review of our systems. No service can be perfectly secure; if we learn of a breach that affects your information, we will tell you and the relevant authorities as the law requires.",
      ],
    },
    {
      heading: "8. Your rights and choices",
      paragraphs: [
        "You can update your name and profile from your account, and you can ask us for a copy of your information, to correct it, to delete it or to stop using it for a particular purpose. Depending on where you live, you may have further rights, including the right to complain to a data protection authority.",
        `To make a request, e-mail ${site.email} from the address linked to your account. If your access was arranged by your school or university, we may pass your request to it.`,
      ],
    },
    {
      heading: "9. Children's privacy",
      paragraphs: [
        "You must be at least 13 years old to use BizSim Lab. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it.",
        "Students under the age of majority in their country should use BizSim Lab only with the permission of a parent, guardian or their school.",
      ],
    },
    {
      heading: "10. Changes to this policy and contact",
      paragraphs: [
        "We may update this policy as the service changes. The date at the top of this page shows when it last changed, and we will tell account holders by e-mail about significant changes.",
        `Questions about this policy or about your information can be sent to ${site.email}.`,
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;
