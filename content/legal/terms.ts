import type { z } from "zod";
import type { legalDocumentSchema } from "../schema";
import { company } from "../company";
import { site } from "../site";
import { trialOffer } from "../trial";

export const termsEntry = {
  title: "Terms and Conditions",
  lastUpdated: "2025-09-18",
  intro:
    "These terms govern your use of the BizSim Lab website, your BizSim Lab account and the classroom simulation games we host. By creating an account, requesting a trial or demo, or joining a game, you agree to them. If you use BizSim Lab on behalf of a school or university, you confirm that you may accept these terms for it.",
  sections: [
    {
      heading: "1. Who we are and what these terms cover",
      paragraphs: [
        `BizSim Lab is run by ${company.name}, ${company.address}. It provides classroom business-simulation games for teaching supply chain, operations, decision-making and human resource management. These terms cover this website, the accounts you create here, the games hosted on our per-game sites and the materials we provide to instructors.`,
        "Some institutions have a separate written agreement with us. Where that agreement conflicts with these terms, the agreement takes precedence for that institution's users.",
      ],
    },
    {
      heading: "2. Your account",
      paragraphs: [
        "You can sign up as a student or as a facilitator (instructor). Give us your real name and an e-mail address you control, keep your password to yourself, and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.",
        "You must be at least 13 years old to create an account. If you are under the age of majority where you live, you may use BizSim Lab only with the permission of a parent, guardian or your school.",
      ],
    },
    {
      heading: "3. Students and facilitators",
      paragraphs: [
        "Students can join games their instructor runs and see the public catalogue. Facilitators can also open the facilitator dashboard, see the games their institution or licence gives them access to until the date shown as 'Valid until', and open instructor resources such as game guides, teaching notes and debrief slides.",
        "We may ask for reasonable evidence that a facilitator account belongs to a teaching member of staff, and we may change an account's role if it does not.",
      ],
    },
    {
      heading: "4. Free trials and demo requests",
      paragraphs: [
        `Signed-in users can request a free trial of a game. ${trialOffer.summary} You may use the game, and its guide where it has one, with that class during the trial. ${trialOffer.studentSummary} We may decline or end a trial at any time.`,
        "When you request a demo or send us a message through the contact form, we use the details you give us to reply. A demo or trial does not create any obligation to buy, and it does not give you a licence to use the game with a class beyond the trial's session or what we confirm in writing.",
      ],
    },
    {
      heading: "5. Joining a game with a session code",
      paragraphs: [
        "Each game runs on its own site. When you enter a session code, we open the matching game site in a new tab. For most games we pass your name, e-mail address and profile picture to that site so that your instructor can see who played; for some games only the code is passed.",
        "Session codes are for the class they were issued to. Do not share them publicly or use them to join sessions you were not invited to.",
      ],
    },
    {
      heading: "6. Acceptable use",
      paragraphs: [
        "Use BizSim Lab for teaching and learning. Do not try to get access you are not entitled to, interfere with games or other players, automate play or scrape the site, probe or overload our systems, upload anything unlawful or harmful, or impersonate another person.",
        "We may suspend or close an account that breaks these rules, and we may remove a player from a session to protect the rest of the class.",
      ],
    },
    {
      heading: "7. Our content and your licence to use it",
      paragraphs: [
        "The games, their designs and scoring, and all instructor materials belong to BizSim Lab or its licensors. We give you a personal, non-transferable, revocable licence to use them for teaching and learning while your account or your institution's access is active.",
        "Instructors may show and adapt the materials for their own classes but may not sell, publish or redistribute them, or share instructor resources with students, without our written permission.",
      ],
    },
    {
      heading: "8. Third-party services",
      paragraphs: [
        "Some features rely on other providers, for example signing in with a Google account and playing tutorial videos hosted on video platforms. Your use of those features is also subject to the providers' own terms and privacy policies, and we are not responsible for their services.",
      ],
    },
    {
      heading: "9. Availability, disclaimers and liability",
      paragraphs: [
        "We work to keep the site and the games available during class, but we provide them as they are and as available. We do not promise that they will be uninterrupted or error-free, or that a game will suit a particular course.",
        "To the extent the law allows, BizSim Lab is not liable for indirect or consequential losses, or for lost data, profits or teaching time, and our total liability to you for any claim is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "10. Changes, ending your account and contact",
      paragraphs: [
        "We may update these terms; the date at the top of this page shows when they last changed, and we will tell account holders by e-mail about significant changes before they take effect. If you keep using BizSim Lab after a change, the new terms apply.",
        `You can stop using BizSim Lab and ask us to close your account at any time. These terms are governed by ${company.governingLaw}. Questions about these terms can be sent to ${site.email}.`,
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;
