/** The facilitator dashboard. */
export const dashboardMessages = {
  errorPrefix: "Error loading games: ",
  loadFailed: "Failed to load accessible games",
  empty: "No accessible games found",
  validTill: "Licence valid until",
  /** The page's head, in an instructor's words. */
  eyebrow: "Instructor dashboard",
  welcome: "Welcome",
  lead: "Your class sessions and the games you hold a licence for. Open a game to start a class session: it opens in a new tab.",
  licensedTitle: "Your licensed games",
  refresh: "Refresh list",
  noExpiry: "No expiry",
  /** A facilitator with no games yet: how to get one. */
  noGamesLead: "Your account has no games yet. Here is how to get one:",
  waysLabel: "Ways to get a game",
  noGamesTrial: "Try any game free with your class: take a free trial from its page.",
  noGamesDemo: "See a game run before you decide: we show you one in a short call.",
  noGamesContact: "Buying licences for a course or a department: write to us.",
  takeTrial: "Take a Free Trial",
  requestDemo: "Request a Demo",
  contactUs: "Contact Us",
  /** The facilitator's class sessions: trials and the licensed games' sessions they opened, each with its code. */
  sessionsTitle: "Your class sessions",
  sessionsLead: "Give your class the code or project the join screen: students join with the code, no account needed.",
  trialActive: "Trial · active",
  trialUntil: "Free trial until",
  trialRequested: "Trial · requested",
  licensedOpen: "Licensed · open today",
  opened: "Opened",
  codeInMail: "The session code is in the access mail we sent you.",
  started: "Started",
  openGame: "Open the game",
  /** What the two lists hold. */
  accessibleLead:
    "Games you hold a licence for: run them with any class until the date shown. A licence also opens the game's teaching documents.",
  /** A facilitator with a trial and no licence: never "No accessible games found". */
  noLicenceYet: (sessions: number) =>
    sessions === 1
      ? "No licensed games yet. Your trial session above runs its game with your class; a licence adds the game's teaching documents."
      : `No licensed games yet. Your ${sessions} trial sessions above run their games with your class; a licence adds the games' teaching documents.`,
  askLicence: "Ask for a licence",
  instructorsOnly: "The dashboard is for facilitators, so we brought you to the home page.",
} as const;
