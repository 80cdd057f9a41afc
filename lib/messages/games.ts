/** The game pages' own messages. */
export const gameMessages = {
  resources: {
    noAccess: "You don't have instructor level access to this resource.",
  },
  videoNotAvailable: "Video not available",
  buyNowMessage: (gameTitle: string) => `We would like to buy ${gameTitle} for our course.`,
  /** Buy Now's dialog says what its button said: no "Request a Demo" behind "Buy Now". */
  buyNowTitle: (gameTitle: string) => `Buy ${gameTitle}`,
  buyNowDescription: "Tell us about your course and class size: we reply with a quote and the licence for your classes.",
  gameNotFound: "Game not found.",
  /** A facilitator with a trial of the game: their session where Take a Free Trial was. */
  yourTrialSession: "Your trial session:",
  yourTrialRequested: "You asked for a trial of this game.",
  goToDashboard: "Go to your dashboard",
  /** A facilitator holding a licence for the game. */
  openGame: "Open the game",
  teachingDocuments: "Teaching documents",
  licensedNote: "Your account holds a licence for this game.",
} as const;
