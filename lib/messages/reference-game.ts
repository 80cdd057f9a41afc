/** The reference game host's words: the stand-in for the games' own sites, served by this site. */
export const referenceGameMessages = {
  /** Said at the top of every stand-in page, so nobody takes it for a game. */
  bannerTitle: "Stand-in game site",
  banner:
    "This page stands in for the game's own site, so a class can be tried out from start to finish on this copy of BizSim Lab. The real game runs on its own site once the game hosts are configured.",
  lobbyEyebrow: "Class lobby",
  studentsJoinWith: "Students join with the code",
  joinWhere: "They type it on BizSim Lab's home page, or open",
  waitingForStudents: "No students yet. Their names appear here as they join.",
  arrivedHeading: "Students in the lobby",
  /** Beside the heading, which already says where they are. */
  arrivedCount: (count: number) => `${count} joined`,
  refreshFailed: "The list could not be refreshed. It tries again every few seconds.",
  joinEyebrow: "Join the class",
  nameLabel: "Your name",
  nameHint: "Your instructor sees this name in the lobby.",
  nameRequired: "Please enter your name",
  enterLobby: "Enter the lobby",
  entering: "Entering…",
  youAreIn: (name: string) => `You're in, ${name}!`,
  waitForInstructor: "Your instructor can see your name in the lobby. This stand-in site stops here: the game's own site starts the game.",
  sessionCode: "Session code",
  notYourLobby: "This lobby belongs to another instructor.",
  unknownGame: "No game has this address.",
  sendFailed: "Your name could not be sent. Please try again.",
  openFailed: "The class session could not be opened. Please try again.",
  backHome: "Back to BizSim Lab",
  /** The professor takes a name out of the lobby. */
  remove: "Remove",
  removeName: (name: string) => `Remove ${name}`,
  removing: "Removing…",
  removeFailed: (name: string) => `${name} could not be removed. Please try again.`,
  /** Too many codes not found from one network (lib/limits/code-lookups.ts). */
  tooManyLookups: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many session codes were tried from your network. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  },
  /** One network has added as many names to this lobby as a whole class has (lib/limits/lobby-arrivals.ts). */
  lobbyBudgetSpent: "No more names can join this lobby from your network today. Please ask your instructor.",
} as const;
