import type { z } from "zod";
import type { gameSchema } from "../schema";

export const fruitBearGame = {
  slug: "fruit-bear-game",
  gameIds: ["fruit-beer"],
  listedOnDashboard: true,
  title: "Fruit Beer Game",
  shortTitle: "Fruit Beer Game",
  subtitle: "A four-stage supply chain game about the bullwhip effect",
  length: "About 1 hour",
  discipline: "Supply Chain Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Supply Chain"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["single-player"] },
  summary:
    "Run one stage of a fruit beer supply chain, from brewery to retailer, and watch small changes in customer demand grow into costly swings in orders and inventory.",
  description:
    "Students take charge of one stage of a fruit beer supply chain: brewery, distributor, wholesaler or retailer. Each week they see their own inventory, backlog and incoming orders, and decide how much to order upstream. Orders and shipments arrive with delays, and nobody sees the whole chain. Within an hour, most classes recreate the bullwhip effect and are ready to discuss why.",
  authors: [
    {
      name: "Professor of Supply Chain Management, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-supply-chain-professor",
      placeholder: true,
    },
  ],
  colour: "#92400e",
  image: {
    src: "/images/games/fruit-bear-game.svg",
    alt: "Crates of fruit beer bottles at four stages (brewery, distributor, wholesaler, retailer) under a wave that grows larger upstream",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=fbgAuthor01", placeholder: true },
  broughtByLogos: ["northbridge-university", "lakeside-business-school", "harborview-college"],
  overview: {
    source:
      "Adapted from the Beer Distribution Game developed at MIT in the 1960s, redesigned for a single class session with fruit beer products and automatic scoring.",
    paragraphs: [
      "The Fruit Beer Game models a four-stage supply chain: a brewery, a distributor, a wholesaler and a retailer. Each week the player's stage receives an order from downstream, ships what it can, and places its own order upstream. Orders take time to travel up the chain and shipments take time to come down, so every decision is made with partial, delayed information.",
      "Holding stock costs money and so does running out. Players try to keep the total cost of the chain low, but a single step change in customer demand is usually enough to send orders and inventories into large oscillations that get bigger the further a stage is from the customer.",
      "The debrief compares each stage's orders with real customer demand, showing the bullwhip effect in the class's own data, and opens a discussion of information sharing, lead times, order batching and ordering policies.",
    ],
    keyFeatures: [
      "Four supply chain roles with realistic order and shipping delays",
      "Weekly inventory, backlog and cost figures for every stage",
      "Charts of orders against customer demand for the debrief",
      "Automatic scoring of holding and backorder costs",
      "Game guide, teaching notes and debrief slides for instructors",
    ],
    learningObjectives: [
      "Explain the bullwhip effect and identify its causes in a multi-stage supply chain",
      "Describe how lead times and limited information distort ordering decisions",
      "Compare ordering policies by their effect on inventory and backorder costs",
      "Propose coordination mechanisms such as demand sharing and shorter lead times",
    ],
    subjects: ["Supply chain management", "Bullwhip effect", "Inventory management", "Systems thinking", "Operations management"],
  },
  resources: {
    gameGuide: { file: "fruit-beer-game-guide.pdf", placeholder: true },
    teachingNotes: { file: "fruit-beer-teaching-notes.pdf", placeholder: true },
    debriefSlides: { file: "fruit-beer-debrief-slides.pdf", placeholder: true },
  },
  videos: {
    playerVideo: { url: "https://www.youtube.com/watch?v=fbgPlayer01", placeholder: true },
    instructorVideo: { url: "https://www.youtube.com/watch?v=fbgInstruc1", placeholder: true },
    authorVideo: { url: "https://www.youtube.com/watch?v=fbgAuthor01", placeholder: true },
  },
  join: {
    prefix: null,
    siteUrl: "https://fruit-beer.bizsimlab.example/lobby",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/fruit-beer",
  illustration: {
    play: {
      rounds: "Week by week",
      steps: ["Receive an order", "Ship what you can", "Order upstream"],
      roles: ["Brewery", "Distributor", "Wholesaler", "Retailer"],
    },
    debrief: {
      chart: "lines",
      title: "Each stage's orders against customer demand",
      measures: ["Customer demand", "Orders of each stage"],
    },
  },
} satisfies z.input<typeof gameSchema>;
