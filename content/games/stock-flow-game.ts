import type { z } from "zod";
import type { gameSchema } from "../schema";

export const stockFlowGame = {
  slug: "stock-flow-game",
  gameIds: ["stock-flow", "customer-in-store"],
  listedOnDashboard: true,
  title: "Customers In A Store",
  shortTitle: "Customers In A Store",
  subtitle: "A short game on stocks and flows",
  length: "20 minutes",
  discipline: "System Dynamics",
  type: "Single-player",
  gameTypes: ["Single-player", "System Dynamics"],
  facets: { minutes: { min: 20, max: 30 }, formats: ["single-player"] },
  summary:
    "Watch customers arrive at and leave a store, then work out how many are inside. A 20-minute game that makes the difference between stocks and flows hard to forget.",
  description:
    "Players see how many customers enter and leave a store minute by minute and must judge how many people are inside, when the store is fullest and when it is emptiest. The questions look simple; most students get them wrong, and that is the point of the debrief.",
  authors: [
    {
      name: "Professor of System Dynamics, management school (author)",
      profileUrl: "https://www.linkedin.com/in/example-system-dynamics-professor",
      placeholder: true,
    },
  ],
  colour: "#0369a1",
  image: {
    src: "/images/games/stock-flow-game.svg",
    alt: "A shop front with a counter showing 24 customers inside, people arriving on the left and leaving on the right",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=sfgAuthor01", placeholder: true },
  broughtByLogos: ["meridian-institute-of-technology", "crestwood-university"],
  overview: {
    source:
      "Based on the stock-and-flow ('bathtub') tasks used in system dynamics teaching, such as those studied by Booth Sweeney and Sterman (2000).",
    paragraphs: [
      "Customers In A Store shows the number of people entering and leaving a store over a trading day. From the inflow and outflow alone, players estimate how many customers are in the store, when the crowd peaks and when it is at its lowest.",
      "Many people confuse the rate at which customers arrive with the number of customers present, and assume the store is fullest when arrivals peak. The game records every answer so the instructor can show the class how common that mistake is, and then replay the day as a stock that fills and drains.",
      "Because it takes only 20 minutes, the game works as an opener for a course on system dynamics, inventory or queueing, and as a warm-up before longer simulations such as the Fruit Beer Game.",
    ],
    keyFeatures: [
      "Runs in 20 minutes, including a short debrief",
      "Minute-by-minute inflow and outflow charts",
      "Class-wide results that reveal common reasoning errors",
      "Replay of the store's customer count as a stock over time",
      "Game guide and teaching notes for instructors",
    ],
    learningObjectives: [
      "Distinguish stocks from flows and explain how flows change a stock",
      "Infer the behaviour of a stock from its inflow and outflow",
      "Recognise the correlation heuristic and other common errors in reasoning about accumulation",
      "Apply stock-and-flow thinking to inventory, queues and capacity",
    ],
    subjects: ["System dynamics", "Stocks and flows", "Systems thinking", "Queueing", "Inventory"],
  },
  resources: {
    gameGuide: { file: "stock-flow-game-guide.pdf", placeholder: true },
    teachingNotes: { file: "stock-flow-teaching-notes.pdf", placeholder: true },
    debriefSlides: null,
  },
  videos: {
    playerVideo: { url: "https://www.youtube.com/watch?v=sfgPlayer01", placeholder: true },
    instructorVideo: null,
    authorVideo: { url: "https://www.youtube.com/watch?v=sfgAuthor01", placeholder: true },
  },
  join: {
    prefix: "SF-",
    siteUrl: "https://stock-flow.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/stock-flow",
  illustration: {
    play: {
      rounds: "One trading day",
      steps: ["Customers enter and leave", "How many are inside?", "When is it fullest?", "When is it emptiest?"],
    },
    debrief: {
      chart: "lines",
      title: "The day replayed as a stock over time",
      measures: ["Customers entering", "Customers leaving", "Customers inside"],
    },
  },
} satisfies z.input<typeof gameSchema>;
