import type { z } from "zod";
import type { gameSchema } from "../schema";

export const onionDilemma = {
  slug: "onion-dilemma",
  gameIds: ["onion-dilemma"],
  listedOnDashboard: true,
  title: "Onion Dilemma",
  shortTitle: "Onion Dilemma",
  subtitle: "Game theory in an onion supply chain",
  length: "45 minutes",
  discipline: "Supply Chain Management",
  type: "Two-player, or single-player against a bot",
  gameTypes: ["Two-player", "Single-player with bot", "Game Theory"],
  facets: { minutes: { min: 45, max: 45 }, formats: ["bot", "team"] },
  summary:
    "Two onion traders decide whether to store or sell as prices swing. Play a classmate or a bot and discover why individually sensible choices can hurt everyone in the chain.",
  description:
    "Two traders buy onions from farmers and sell them into the same market. Each round they choose whether to release stock or hold it back in the hope of higher prices, without knowing what the other will do. Students play in pairs or against a bot, and quickly meet the tension between cooperation and self-interest.",
  authors: [
    {
      name: "Professor of Economics and Game Theory, management institute (author)",
      profileUrl: "https://www.linkedin.com/in/example-game-theory-professor",
      placeholder: true,
    },
  ],
  colour: "#a21caf",
  image: {
    src: "/images/games/onion-dilemma.svg",
    alt: "Piles of onions on either side of a board showing a volatile price line, with players A and B facing each other",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=odlAuthor01", placeholder: true },
  broughtByLogos: ["oakridge-school-of-economics", "silverlake-university"],
  overview: {
    source:
      "Inspired by the price volatility of onions and other perishable staples; an original BizSim Lab game built on the prisoner's dilemma.",
    paragraphs: [
      "Onion prices are famous for their sudden spikes and crashes. In the Onion Dilemma, two traders share a market: each round they decide how much of their stored onions to sell and how much to hold back, and the market price depends on what both of them do.",
      "If both traders hold back, prices rise but stored onions slowly spoil; if both sell, prices fall; if one holds while the other sells, one trader gains at the other's expense. Over several rounds players can build trust, punish defection or try to outguess their rival.",
      "The game is played in pairs, or alone against a bot whose strategy the instructor can reveal in the debrief. Results across the class show how often pairs cooperate and what that means for farmers, traders and consumers.",
    ],
    keyFeatures: [
      "Two-player mode, or single-player against a bot",
      "Prices that respond to both players' decisions",
      "Spoilage that makes holding stock costly",
      "Repeated rounds that reward reputation and punish defection",
      "Class-wide results for comparing strategies",
    ],
    learningObjectives: [
      "Model a supply chain decision as a strategic game between two players",
      "Explain the prisoner's dilemma and the role of repeated interaction",
      "Analyse how hoarding and speculation affect prices for consumers",
      "Evaluate strategies such as tit-for-tat in a repeated game",
    ],
    subjects: ["Game theory", "Supply chain management", "Agricultural supply chains", "Pricing", "Prisoner's dilemma"],
  },
  resources: {
    gameGuide: null,
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: null,
    authorVideo: { url: "https://www.youtube.com/watch?v=odlAuthor01", placeholder: true },
  },
  join: {
    prefix: "OD-",
    siteUrl: "https://onion-dilemma.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/onion-dilemma",
  illustration: {
    play: {
      rounds: "Several rounds",
      steps: ["Decide how much to sell", "Decide how much to hold", "Price depends on both"],
      roles: ["Onion trader", "Rival trader or bot"],
    },
    debrief: {
      chart: "bars",
      title: "How often pairs cooperate",
      measures: ["Both hold back", "Both sell", "One holds, one sells"],
    },
  },
} satisfies z.input<typeof gameSchema>;
