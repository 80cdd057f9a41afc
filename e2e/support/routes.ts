/** Every public, indexable route, spelled out here so that the tests check the site against this list. */
export const publicRoutes = [
  "/",
  "/to-pay-or-not-to-pay",
  "/sustainable-select",
  "/stock-flow-game",
  "/fruit-bear-game",
  "/the-ev-gambit",
  "/order-ops",
  "/ds-dilemma",
  "/defect-detective",
  "/toc",
  "/onion-dilemma",
  "/for-your-lms",
  "/terms-and-conditions",
  "/privacy-policy",
] as const;
