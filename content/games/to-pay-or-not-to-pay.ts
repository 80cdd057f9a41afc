import type { z } from "zod";
import type { gameSchema } from "../schema";

export const toPayOrNotToPay = {
  slug: "to-pay-or-not-to-pay",
  gameIds: ["to-pay"],
  listedOnDashboard: false,
  title: "To Pay or Not to Pay",
  shortTitle: "To Pay or Not to Pay",
  subtitle: "A compensation and hiring simulation",
  length: "45 minutes",
  discipline: "Human Resource Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Human Resources"],
  facets: { minutes: { min: 45, max: 45 }, formats: ["single-player"] },
  summary:
    "Set salaries and make offers to candidates who know their market value. Balance payroll cost against talent, fairness and retention in a 45-minute HR simulation.",
  description:
    "Players are hiring for a growing firm with a fixed payroll budget. Candidates differ in skills, experience and what they could earn elsewhere. Players decide whom to pursue, what to offer and how to keep current staff paid fairly, and see who accepts, who leaves and what it does to the business.",
  authors: [
    {
      name: "Professor of Human Resource Management, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-hr-professor",
      placeholder: true,
    },
  ],
  colour: "#6d28d9",
  image: {
    src: "/images/games/to-pay-or-not-to-pay.svg",
    alt: "A balance scale weighing a bag of money against two job candidates, next to a résumé card",
    width: 1200,
    height: 800,
  },
  authorVideo: null,
  broughtByLogos: ["northbridge-university"],
  overview: {
    source: "An original BizSim Lab simulation drawing on research on pay-setting, pay equity and employee turnover.",
    paragraphs: [
      "To Pay or Not to Pay puts students in charge of hiring and pay for a growing firm. Open positions must be filled from a pool of candidates, each with different skills, experience and outside offers, and every salary comes out of a fixed payroll budget.",
      "Paying below the market saves money today but risks rejected offers and departures later; paying above it attracts talent but can open gaps with existing staff that hurt morale. Players see the consequences round by round, in acceptances, turnover and productivity.",
      "The debrief compares the pay strategies the class chose, from lean to premium, and discusses internal equity, market positioning and the full cost of a vacancy.",
    ],
    keyFeatures: [
      "Candidates with different skills, experience and outside options",
      "A fixed payroll budget that forces trade-offs",
      "Offer, counter-offer and acceptance decisions",
      "Turnover and morale effects of pay gaps among existing staff",
      "Class results comparing pay strategies",
    ],
    learningObjectives: [
      "Explain how market pay, internal equity and budget constraints interact",
      "Evaluate the costs of underpaying and overpaying relative to the market",
      "Analyse how compensation decisions affect hiring, retention and productivity",
      "Design a defensible pay policy for a growing team",
    ],
    subjects: ["Human resource management", "Compensation", "Recruitment", "Pay equity", "Retention"],
  },
  resources: {
    gameGuide: null,
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: null,
    authorVideo: null,
  },
  join: {
    prefix: "TP-",
    siteUrl: "https://to-pay.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/to-pay",
  illustration: {
    play: {
      rounds: "Round by round",
      steps: ["Decide whom to pursue", "Decide what to offer", "Keep staff paid fairly", "See who accepts, who leaves"],
      roles: ["In charge of hiring and pay"],
    },
    debrief: {
      chart: "table",
      title: "Pay strategies compared, lean to premium",
      measures: ["Acceptances", "Turnover", "Productivity"],
    },
  },
} satisfies z.input<typeof gameSchema>;
