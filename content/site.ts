/** Site-wide facts: name, contact addresses, navigation. Edited here, used everywhere. */
export const site = {
  name: "BizSim Lab",
  tagline: "Classroom business simulations that students remember",
  description:
    "Ten classroom business-simulation games for supply chain, operations, decision-making and HR courses. Free trial for instructors; students join with a session code.",
  email: "hello@bizsimlab.example",
  /** Placeholders (docs/decisions/honest-demo-content.md): the page shows neither as real. */
  companyPage: { url: "https://www.linkedin.com/company/bizsimlab-example", placeholder: true },
  /** An unrelated film (Big Buck Bunny) stood in for the co-design video. */
  collaborateVideo: { url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", placeholder: true },
  /** Home sections, in page order; the header links them. */
  sections: [
    { id: "hero", label: "Home" },
    { id: "ourSimulations", label: "Explore Simulations" },
    { id: "collaborate", label: "Collaborate" },
    { id: "aboutUs", label: "About Us" },
    { id: "contactUs", label: "Request a Demo" },
  ],
  /** The footer's Our Simulation list, in SPEC's order, by game slug. */
  footerGames: [
    "fruit-bear-game",
    "stock-flow-game",
    "order-ops",
    "the-ev-gambit",
    "ds-dilemma",
    "toc",
    "defect-detective",
    "onion-dilemma",
    "sustainable-select",
    "to-pay-or-not-to-pay",
  ],
} as const;
