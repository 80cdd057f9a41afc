/** The join page's, the projected join screen's and Share a session's strings (issue 15). */
export const joinScreenMessages = {
  project: "Project join screen",
  joinHeading: "Join the session",
  joinAt: "Join at",
  code: "Session code",
  copyLink: "Copy link",
  copied: "Link copied",
  copyFailed: "Could not copy; select the address above instead",
  fullScreen: "Full screen",
  fallbackNote: "Codes without a known prefix open the Fruit Beer Game lobby.",
  share: "Share a session",
  shareHint: "The session code the game's site gave you",
  /** A code of the card's game, shown as its format (issue 28): the prefix and six characters. */
  codeExample: (prefix: string) => `${prefix.endsWith("-") ? prefix : `${prefix}-`}ABC123`,
  shareHintFor: (gameTitle: string, example: string) =>
    `Codes for ${gameTitle} look like ${example}: the code the game's site gave you.`,
  otherGame: (other: string, own: string) => `That code is for ${other}, not ${own}. Check the code the game's site gave you.`,
  cancel: "Cancel",
};
