/** Joining a session with a code (SPEC §2 Hero, §9). */
export const joinMessages = {
  empty: "Please enter a code",
  joining: "Joining...",
  popupBlocked: "Popup was blocked. Please allow popups for this site.",
  failed: "Invalid code or session not found",
  join: "Join",
  openGame: "Open the game",
} as const;
