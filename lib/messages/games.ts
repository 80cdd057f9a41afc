/** The game pages' own messages (SPEC §2 Game page). */
export const gameMessages = {
  resources: {
    noAccess: "You don't have instructor level access to this resource.",
  },
  videoNotAvailable: "Video not available",
  buyNowMessage: (gameTitle: string) => `We would like to buy ${gameTitle} for our course.`,
  gameNotFound: "Game not found.",
  /** A facilitator holding a licence for the game (issue 28). */
  openGame: "Open the game",
  teachingDocuments: "Teaching documents",
  licensedNote: "Your account holds a licence for this game.",
} as const;
