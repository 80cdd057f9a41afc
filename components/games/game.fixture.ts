import type { Game } from "@/content/schema";

/** A made-up game for unit tests; pages use the real content. */
export const fixtureGame: Game = {
  slug: "test-game",
  gameIds: ["test-game"],
  listedOnDashboard: true,
  title: "The Test Game",
  shortTitle: "Test Game",
  subtitle: "A game for tests",
  length: "About 1 hour",
  discipline: "Operations",
  type: "Single-player",
  gameTypes: ["Operations", "Single-player"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["single-player"] },
  summary: "A made-up game that exists only in unit tests of the game pages.",
  description: "Players run a test.",
  authors: [{ name: "Author (editable)", profileUrl: "https://example.com/author", placeholder: true }],
  colour: "#1d4ed8",
  image: { src: "/images/games/test.svg", alt: "A test illustration", width: 1200, height: 675 },
  authorVideo: { url: "https://www.youtube.com/watch?v=test", placeholder: true },
  broughtByLogos: ["partner-1"],
  overview: {
    source: "A test source",
    paragraphs: ["First paragraph.", "Second paragraph."],
    keyFeatures: ["Feature one", "Feature two"],
    learningObjectives: ["Objective one"],
    subjects: ["Queues", "Capacity"],
  },
  resources: { gameGuide: { file: "test-guide.pdf", placeholder: true }, teachingNotes: null, debriefSlides: null },
  videos: { playerVideo: { url: "https://www.youtube.com/watch?v=p", placeholder: true }, instructorVideo: null, authorVideo: null },
  join: { prefix: "TG-", siteUrl: "https://test.example.com", addUserInfo: true },
  dashboardPath: "/test-game",
  illustration: {
    play: { rounds: "3 rounds", steps: ["Step one", "Step two", "Step three"], roles: ["Planner", "Buyer"] },
    debrief: { chart: "bars", title: "Teams compared", measures: ["Cost", "Service level"] },
  },
};
