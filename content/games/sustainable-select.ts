import type { z } from "zod";
import type { gameSchema } from "../schema";

export const sustainableSelect = {
  slug: "sustainable-select",
  gameIds: ["decision-game"],
  listedOnDashboard: true,
  title: "The Sustainable Select",
  shortTitle: "The Sustainable Select",
  subtitle: "Sustainable multi-attribute decision-making",
  length: "1–1.5 hours",
  discipline: "Decision Sciences",
  type: "Single-player",
  gameTypes: ["Single-player", "Decision Making", "Sustainability"],
  facets: { minutes: { min: 60, max: 90 }, formats: ["single-player"] },
  summary:
    "Choose one of five projects using 22 sustainability attributes and advice from a pool of 20 experts, then compare the rankings of three scoring methods: weighted sum (WSM), weighted product (WPM) and ratio analysis (MOORA).",
  description:
    "Players must pick the best of five projects for their organisation. Over three to four rounds they consult a pool of 20 experts, decide which of 22 economic, environmental and social attributes matter, weight them, and rank the projects with three multi-attribute methods: the weighted sum model (WSM), the weighted product model (WPM) and multi-objective optimisation by ratio analysis (MOORA).",
  authors: [
    {
      name: "Professor of Decision Sciences, business school (author)",
      profileUrl: "https://www.linkedin.com/in/example-decision-sciences-professor",
      placeholder: true,
    },
    {
      name: "Researcher in sustainable operations, university research centre (co-author)",
      profileUrl: "https://www.linkedin.com/in/example-sustainability-researcher",
      placeholder: true,
    },
  ],
  colour: "#15803d",
  image: {
    src: "/images/games/sustainable-select.svg",
    alt: "A green seedling beside a decision matrix of options and criteria, with the best-scoring row highlighted",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=sslAuthor01", placeholder: true },
  broughtByLogos: ["lakeside-business-school", "summit-school-of-business"],
  overview: {
    source:
      "Based on multi-criteria decision-making methods (the weighted sum model, the weighted product model and MOORA) applied to sustainable project selection; an original BizSim Lab simulation.",
    paragraphs: [
      "The Sustainable Select asks players to choose one of five projects when the right answer depends on what they value. The projects are described by 22 attributes spanning cost and return, emissions and resource use, and effects on workers and communities.",
      "The game runs in three to four rounds. Players consult experts from a pool of 20, whose advice differs and sometimes conflicts, choose and weight the attributes, and score the projects. The same data is then ranked with the weighted sum model (WSM), the weighted product model (WPM) and MOORA, so players see when the methods agree and when the choice of method changes the winner.",
      "The debrief looks at how weights were chosen, how sensitive each ranking is to them, and how to defend a sustainable decision to stakeholders who weigh the attributes differently.",
    ],
    keyFeatures: [
      "Five projects described by 22 economic, environmental and social attributes",
      "A pool of 20 experts with differing views",
      "Three to four rounds of weighting, scoring and review",
      "Side-by-side rankings from the weighted sum (WSM), weighted product (WPM) and ratio analysis (MOORA) methods",
      "Sensitivity of each ranking to the weights chosen",
    ],
    learningObjectives: [
      "Structure a decision with multiple, conflicting attributes",
      "Elicit and combine expert judgements into attribute weights",
      "Apply the weighted sum (WSM), weighted product (WPM) and MOORA methods and interpret their results",
      "Assess how sensitive a ranking is to weights and to the method chosen",
      "Justify a sustainable choice to stakeholders with different priorities",
    ],
    subjects: ["Multi-criteria decision-making", "Sustainability", "Decision sciences", "Project selection", "Expert judgement"],
  },
  resources: {
    gameGuide: null,
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: null,
    authorVideo: { url: "https://www.youtube.com/watch?v=sslAuthor01", placeholder: true },
  },
  join: {
    prefix: "DG-",
    siteUrl: "https://decision-game.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/decision-game",
  illustration: {
    play: {
      rounds: "3 to 4 rounds",
      steps: ["Consult the experts", "Choose the attributes", "Weight the attributes", "Rank the five projects"],
    },
    debrief: {
      chart: "table",
      title: "Side-by-side rankings from each method",
      measures: ["WSM", "WPM", "MOORA"],
    },
  },
} satisfies z.input<typeof gameSchema>;
