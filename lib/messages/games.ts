/** The game pages' own messages (SPEC §2 Game page). */
export const gameMessages = {
  resources: {
    noAccess: "You don't have instructor level access to this resource.",
  },
  videoNotAvailable: "Video not available",
  buyNowMessage: (gameTitle: string) => `We would like to buy ${gameTitle} for our course.`,
  gameNotFound: "Game not found.",
} as const;
