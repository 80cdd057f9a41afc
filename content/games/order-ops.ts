import type { z } from "zod";
import type { gameSchema } from "../schema";

export const orderOps = {
  slug: "order-ops",
  gameIds: ["order-ops"],
  listedOnDashboard: false,
  title: "Order Ops",
  shortTitle: "Order Ops",
  subtitle: "Running an online food-delivery operation as a team",
  length: "About 1 hour",
  discipline: "Operations Management",
  type: "Team multiplayer",
  gameTypes: ["Team multiplayer", "Operations", "Service Operations"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["team"] },
  summary:
    "Teams run an online food-delivery platform: taking orders, assigning riders and keeping customers happy as demand peaks at lunch and dinner.",
  description:
    "Students work in teams to run an online food-delivery operation. Orders arrive from customers, restaurants need time to cook, and a limited fleet of riders has to be sent out before food goes cold. Each team member holds part of the operation, so the team wins only when they coordinate.",
  authors: [
    {
      name: "Professor of Operations Management, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-operations-professor",
      placeholder: true,
    },
  ],
  colour: "#b91c1c",
  image: {
    src: "/images/games/order-ops.svg",
    alt: "A delivery scooter with a food box, a dotted route from a restaurant to a customer's house, and two order tickets",
    width: 1200,
    height: 800,
  },
  authorVideo: null,
  broughtByLogos: ["westmoor-polytechnic"],
  overview: {
    source: "An original BizSim Lab simulation of an online food-delivery platform.",
    paragraphs: [
      "Order Ops recreates the operation behind a food-delivery app. Customer orders arrive in waves, restaurants prepare them at different speeds, and riders must be assigned, batched and routed while promised delivery times tick down.",
      "Teams split the work between roles such as order intake, kitchen liaison and rider dispatch. Every decision is visible to the rest of the team, and a slow hand-off in one role shows up as late deliveries, cold food and lost customers for everyone.",
      "The debrief compares teams on delivery time, utilisation of riders and customer satisfaction, and asks what separated the teams that kept up with the dinner peak from those that did not.",
    ],
    keyFeatures: [
      "Team multiplayer: each player holds one part of the operation",
      "Demand that peaks at lunch and dinner",
      "Trade-offs between batching orders and delivery speed",
      "Live scoreboard of delivery time and customer satisfaction",
      "Team-by-team results for the debrief",
    ],
    learningObjectives: [
      "Analyse capacity and utilisation in a service operation with variable demand",
      "Evaluate batching and dispatching rules by speed and cost",
      "Explain how coordination between roles affects overall performance",
      "Relate waiting time and service promises to customer satisfaction",
    ],
    subjects: ["Operations management", "Service operations", "Capacity planning", "Last-mile delivery", "Teamwork"],
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
    prefix: "OP",
    siteUrl: "https://order-ops.bizsimlab.example/join",
    addUserInfo: false,
  },
  dashboardPath: "/sessions/order-ops",
  illustration: {
    play: {
      rounds: "Orders arrive in waves",
      steps: ["Orders arrive", "Restaurants cook", "Riders assigned, batched", "Riders routed"],
      roles: ["Order intake", "Kitchen liaison", "Rider dispatch"],
    },
    debrief: {
      chart: "bars",
      title: "Team-by-team results",
      measures: ["Delivery time", "Rider utilisation", "Customer satisfaction"],
    },
  },
} satisfies z.input<typeof gameSchema>;
