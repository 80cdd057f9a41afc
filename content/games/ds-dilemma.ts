import type { z } from "zod";
import type { gameSchema } from "../schema";

export const dsDilemma = {
  slug: "ds-dilemma",
  gameIds: ["dual-source"],
  listedOnDashboard: true,
  title: "The Dual Source Dilemma",
  shortTitle: "The Dual Source Dilemma",
  subtitle: "Procurement with a low-cost distant supplier and a fast local one",
  length: "About 1.5 hours",
  discipline: "Supply Chain Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Procurement", "Supply Chain"],
  facets: { minutes: { min: 90, max: 90 }, formats: ["single-player"] },
  summary:
    "Split your orders between a cheap, slow offshore supplier and a fast, expensive local one, and learn when paying more for responsiveness saves money overall.",
  description:
    "Players buy a product from two suppliers: one distant, low-cost and slow, the other nearby, expensive and quick. Demand is uncertain, so each period they choose how much to order from each source. Relying on the cheap supplier risks stock-outs; relying on the fast one erodes margins. The game asks students to find the mix that works.",
  authors: [
    {
      name: "Professor of Operations and Supply Chain Management, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-procurement-professor",
      placeholder: true,
    },
  ],
  colour: "#c2410c",
  image: {
    src: "/images/games/ds-dilemma.svg",
    alt: "Two factories, A and B, shipping to one warehouse by a solid and a dotted route, with a chart of how orders are split between them",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=dsdAuthor01", placeholder: true },
  broughtByLogos: ["granite-valley-business-school", "oakridge-school-of-economics"],
  overview: {
    source: "Based on dual-sourcing models from the operations management literature; an original BizSim Lab simulation.",
    paragraphs: [
      "The Dual Source Dilemma gives players two ways to buy the same product. The offshore supplier is cheap but has a long lead time; the local supplier costs more per unit but delivers quickly. Each period, players see demand, inventory and orders in transit, and decide how much to order from each supplier.",
      "Uncertain demand is what makes the choice hard. Orders placed with the distant supplier must be committed long before demand is known, while the local supplier can be used to react once it is clear how the period is going. Holding costs, shortage costs and purchase prices all count toward the final score.",
      "In the debrief, students compare single-source and dual-source strategies, see how the best split changes with demand variability and the cost gap, and discuss the value of responsiveness in procurement.",
    ],
    keyFeatures: [
      "Two suppliers with different costs and lead times",
      "Uncertain demand period by period",
      "Pipeline view of orders in transit from each supplier",
      "Full cost accounting: purchase, holding and shortage costs",
      "Game guide for instructors",
    ],
    learningObjectives: [
      "Explain the trade-off between unit cost and lead time in supplier selection",
      "Evaluate single-sourcing and dual-sourcing strategies under demand uncertainty",
      "Use inventory position, including orders in transit, to make ordering decisions",
      "Estimate the value of a responsive supplier",
    ],
    subjects: ["Procurement", "Dual sourcing", "Inventory management", "Supply chain risk", "Supplier selection"],
  },
  resources: {
    gameGuide: { file: "dual-source-game-guide.pdf", placeholder: true },
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: null,
    authorVideo: { url: "https://www.youtube.com/watch?v=dsdAuthor01", placeholder: true },
  },
  join: {
    prefix: "DS",
    siteUrl: "https://dual-source.bizsimlab.example/join",
    addUserInfo: false,
  },
  dashboardPath: "/sessions/dual-source",
  illustration: {
    play: {
      rounds: "Period by period",
      steps: ["See demand and inventory", "See orders in transit", "Order from each supplier"],
    },
    debrief: {
      chart: "table",
      title: "Single- and dual-source strategies compared",
      measures: ["Purchase cost", "Holding cost", "Shortage cost"],
    },
  },
} satisfies z.input<typeof gameSchema>;
