import type { z } from "zod";
import type { gameSchema } from "../schema";

export const theEvGambit = {
  slug: "the-ev-gambit",
  gameIds: ["ev-gambit"],
  listedOnDashboard: true,
  title: "The EV Gambit",
  shortTitle: "The EV Gambit",
  subtitle: "Electric-vehicle strategy through Porter's five forces",
  length: "About 1 hour",
  discipline: "Strategic Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Strategy"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["single-player"] },
  summary:
    "Lead an electric-vehicle maker through five rounds, one for each of Porter's five forces, and see how every strategic choice changes the profitability of your position.",
  description:
    "Players run an electric-vehicle company entering a crowded market. Over five rounds they face each of Porter's five forces in turn: new entrants, battery suppliers, fleet and retail buyers, substitutes and rival carmakers. Every choice moves market share, margins and cash, and the final round shows how the forces together shape what the firm can earn.",
  authors: [
    {
      name: "Professor of Strategy, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-strategy-professor",
      placeholder: true,
    },
  ],
  colour: "#1d4ed8",
  image: {
    src: "/images/games/the-ev-gambit.svg",
    alt: "A green electric car beside a charging station, under a pentagon with five numbered points for the five forces",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=evgAuthor01", placeholder: true },
  broughtByLogos: ["summit-school-of-business", "eastfield-institute-of-management"],
  overview: {
    source: "Built on Michael Porter's five forces framework; an original BizSim Lab simulation of the electric-vehicle industry.",
    paragraphs: [
      "The EV Gambit puts students at the head of an electric-vehicle maker. The game has five rounds, and each round brings one of Porter's five forces to the front: the threat of new entrants, the bargaining power of suppliers, the bargaining power of buyers, the threat of substitutes and the rivalry among existing competitors.",
      "In each round players weigh concrete options, such as locking in battery supply contracts, pricing for fleet customers, investing in charging partnerships or matching a rival's price cut, and see the effect on volume, margin and cash before moving on.",
      "The debrief connects the rounds: students see which forces hurt their profits most, how their choices weakened or strengthened each force, and why industry structure matters as much as execution.",
    ],
    keyFeatures: [
      "Five rounds, one for each of Porter's five forces",
      "Decisions drawn from the real economics of the EV industry",
      "Immediate feedback on market share, margin and cash",
      "End-of-game summary of the forces acting on the player's firm",
      "Game guide for instructors",
    ],
    learningObjectives: [
      "Apply the five forces framework to a fast-changing industry",
      "Analyse how supplier and buyer power affect profitability",
      "Evaluate strategic responses to new entrants, substitutes and rivalry",
      "Link industry structure to a firm's choice of strategic position",
    ],
    subjects: ["Strategic management", "Five forces", "Industry analysis", "Electric vehicles", "Competitive strategy"],
  },
  resources: {
    gameGuide: { file: "ev-gambit-game-guide.pdf", placeholder: true },
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: { url: "https://www.youtube.com/watch?v=evgPlayer01", placeholder: true },
    instructorVideo: { url: "https://www.youtube.com/watch?v=evgInstruc1", placeholder: true },
    authorVideo: { url: "https://www.youtube.com/watch?v=evgAuthor01", placeholder: true },
  },
  join: {
    prefix: "P5-",
    siteUrl: "https://ev-gambit.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/ev-gambit",
  illustration: {
    play: {
      rounds: "5 rounds",
      steps: ["New entrants", "Battery suppliers", "Fleet and retail buyers", "Substitutes", "Rival carmakers"],
      roles: ["Head of an EV maker"],
    },
    debrief: {
      chart: "bars",
      title: "Which forces hurt profits most",
      measures: ["Market share", "Margin", "Cash"],
    },
  },
} satisfies z.input<typeof gameSchema>;
