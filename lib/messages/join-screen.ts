/** The join page's, the projected join screen's and Share a session's strings. */
export const joinScreenMessages = {
  project: "Project join screen",
  joinHeading: "Join the session",
  joinAt: "Join at",
  code: "Session code",
  copyLink: "Copy link",
  copied: "Link copied",
  copyFailed: "Could not copy; select the address above instead",
  fullScreen: "Full screen",
  share: "Share a session",
  shareHint: "The session code the game's site gave you",
  shareHintFor: (gameTitle: string, example: string) => `Codes for ${gameTitle} look like ${example}: the code the game's site gave you.`,
  otherGame: (other: string, own: string) => `That code is for ${other}, not ${own}. Check the code the game's site gave you.`,
  /** A code no game's prefix starts, on a card: "abc" on Fruit Beer Game's. */
  notThisGame: (code: string, gameTitle: string, example: string) =>
    `${code} cannot be a code of ${gameTitle}: its codes look like ${example}.`,
  cancel: "Cancel",
  /** Share a session of a known code (a trial on the dashboard). */
  studentsJoinAt: "Students join at this address, with no account:",
};
