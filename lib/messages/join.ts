/** Joining a session with a code. */
export const joinMessages = {
  empty: "Please enter a code",
  joining: "Joining...",
  popupBlocked: "Popup was blocked. Please allow popups for this site.",
  failed: "Invalid code or session not found",
  join: "Join",
  openGame: "Open the game",
  /** A code no game's prefix starts (no fallback lobby takes it). */
  unknownCode: (code: string) => `No game uses a code like ${code}.`,
  formatsLead: "Check the code with whoever gave it to you. Each game's codes start with its own letters:",
  formatsLabel: "Session code formats",
  tryAgain: "Type the code again",
  /** A code of a game's format that no session has, where the upstream knows them all (the reference game host). */
  noSession: (code: string) => `No class session has the code ${code}.`,
  noSessionHint: "Check the code with your instructor: a letter or digit may be mistyped.",
} as const;
