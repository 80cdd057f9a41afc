import type { z } from "zod";
import type { gameSchema } from "../schema";

export const defectDetective = {
  slug: "defect-detective",
  gameIds: ["defect-detective"],
  listedOnDashboard: true,
  title: "Defect Detectives",
  shortTitle: "Defect Detectives",
  subtitle: "Quality control with the seven basic quality tools",
  length: "1 hour",
  discipline: "Quality Management",
  type: "Single-player",
  gameTypes: ["Single-player", "Quality Management"],
  facets: { minutes: { min: 60, max: 60 }, formats: ["single-player"] },
  summary:
    "Investigate a production line that is turning out defects. Use check sheets, Pareto charts, fishbone diagrams and control charts to find the root cause before the scrap piles up.",
  description:
    "A plant's defect rate has crept up and customers are complaining. Players act as quality investigators: they collect data from the line, choose which of the seven basic quality tools to apply, and follow the evidence to the root cause. Every wrong guess costs time and scrap.",
  authors: [
    {
      name: "Professor of Quality Management, engineering school (author)",
      profileUrl: "https://www.linkedin.com/in/example-quality-professor",
      placeholder: true,
    },
  ],
  colour: "#0e7490",
  image: {
    src: "/images/games/defect-detective.svg",
    alt: "A magnifying glass over a cracked part on a conveyor belt, next to a Pareto chart and a control chart",
    width: 1200,
    height: 800,
  },
  authorVideo: { url: "https://www.youtube.com/watch?v=ddtAuthor01", placeholder: true },
  broughtByLogos: ["westmoor-polytechnic", "meridian-institute-of-technology"],
  overview: {
    source: "Built around Kaoru Ishikawa's seven basic tools of quality; an original BizSim Lab simulation.",
    paragraphs: [
      "Defect Detectives turns the seven basic quality tools into an investigation. Players receive complaints about defective parts and can gather evidence from a simulated production line: defect tallies by type, shift and machine, measurements over time, and process steps.",
      "Each tool answers a different question. A check sheet and a Pareto chart show which defects matter most; a fishbone diagram organises possible causes; a histogram, scatter diagram and control chart test whether a suspected cause really drives the problem; stratification separates the data by shift, machine or supplier.",
      "Players score by finding the root cause with as little wasted sampling as possible. The debrief walks through the evidence trail and shows how the same data could have led to the answer faster.",
    ],
    keyFeatures: [
      "All seven basic quality tools in one case",
      "Simulated production data by defect type, shift and machine",
      "Scoring that rewards efficient, evidence-based investigation",
      "A worked evidence trail for the debrief",
    ],
    learningObjectives: [
      "Select the right basic quality tool for a given question",
      "Construct and interpret Pareto charts, histograms and control charts",
      "Use a cause-and-effect diagram to structure root-cause analysis",
      "Distinguish common-cause from special-cause variation",
    ],
    subjects: ["Quality management", "7 QC tools", "Statistical process control", "Root-cause analysis", "Six Sigma"],
  },
  resources: {
    gameGuide: null,
    teachingNotes: null,
    debriefSlides: null,
  },
  videos: {
    playerVideo: null,
    instructorVideo: null,
    authorVideo: { url: "https://www.youtube.com/watch?v=ddtAuthor01", placeholder: true },
  },
  join: {
    prefix: "7QC",
    siteUrl: "https://defect-detective.bizsimlab.example/join",
    addUserInfo: true,
  },
  dashboardPath: "/sessions/defect-detective",
  illustration: {
    play: {
      rounds: "One investigation",
      steps: ["Receive complaints", "Gather evidence", "Apply the quality tools", "Find the root cause"],
      roles: ["Quality investigator"],
    },
    debrief: {
      chart: "bars",
      title: "The evidence trail, worked through",
      measures: ["By defect type", "By shift", "By machine"],
    },
  },
} satisfies z.input<typeof gameSchema>;
