import type { z } from "zod";
import type { gameSchema } from "../schema";

export const toc = {
  slug: "toc",
  gameIds: ["theory-of-constraint"],
  listedOnDashboard: true,
  title: "Factory Manager Experience",
  shortTitle: "Factory Manager Experience",
  subtitle: "The theory of constraints on a five-machine production line",
  length: "About 1 hour",
  discipline: "Operations Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Operations", "Theory of Constraints"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["single-player"] },
  summary:
    "Manage a factory of five machines over three stages of 10 rounds. Find the bottleneck, protect it and watch throughput rise, the theory of constraints learned by doing.",
  description:
    "Players take over a factory with five machines in a line. Over three stages of 10 rounds each, they release work, schedule machines and invest in improvements. Busy machines do not always mean a productive factory: the player who finds and manages the constraint ships the most.",
  authors: [
    {
      name: "Professor of Operations Management, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-toc-professor",
      placeholder: true,
    },
  ],
  colour: "#be123c",
  image: {
    src: "/images/games/toc.svg",
    alt: "A factory line of five machines, with the middle machine marked in red as the bottleneck and work piling up in front of it",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=tocAuthor01", placeholder: true },
  broughtByLogos: ["crestwood-university", "pinecrest-management-academy", "riverside-state-university"],
  overview: {
    source:
      "Based on Eliyahu M. Goldratt's theory of constraints, introduced in his book The Goal (1984); an original BizSim Lab simulation.",
    paragraphs: [
      "Factory Manager Experience gives each player a factory with five machines in sequence. Each machine has its own capacity and variability, and every unit of product must pass through all five.",
      "The game runs in three stages of 10 rounds. In the first stage players run the factory as they find it and usually discover that keeping every machine busy only builds up work-in-process. In the second they can identify the constraint and decide how to exploit it. In the third they can invest to elevate the constraint, and see the bottleneck move elsewhere.",
      "The debrief follows Goldratt's five focusing steps (identify, exploit, subordinate, elevate, repeat) using the class's own throughput, inventory and operating expense figures.",
    ],
    keyFeatures: [
      "Five machines with different capacities and variability",
      "Three stages of 10 rounds, each adding new decisions",
      "Live figures for throughput, work-in-process and operating expense",
      "A constraint that moves once it is elevated",
      "Game guide for instructors",
    ],
    learningObjectives: [
      "Identify the constraint of a production system from its data",
      "Apply the five focusing steps of the theory of constraints",
      "Explain why local efficiency does not guarantee system throughput",
      "Use drum-buffer-rope thinking to control the release of work",
    ],
    subjects: ["Theory of constraints", "Operations management", "Bottlenecks", "Production planning", "Lean operations"],
  },
  resources: {
    gameGuide: { file: "toc-game-guide.pdf", placeholder: true },
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: { url: "https://www.youtube.com/watch?v=tocInstruc1", placeholder: true },
    authorVideo: { url: "https://www.youtube.com/watch?v=tocAuthor01", placeholder: true },
  },
  join: {
    prefix: "TOC-",
    siteUrl: "https://toc.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/theory-of-constraint",
  illustration: {
    play: {
      rounds: "3 stages of 10 rounds",
      steps: ["Run it as you find it", "Identify and exploit", "Invest to elevate"],
      roles: ["Factory manager"],
    },
    debrief: {
      chart: "lines",
      title: "The five focusing steps, in the class's figures",
      measures: ["Throughput", "Inventory", "Operating expense"],
    },
  },
} satisfies z.input<typeof gameSchema>;
