/** The facilitator dashboard (SPEC §2 Games overview). */
export const dashboardMessages = {
  errorPrefix: "Error loading games: ",
  loadFailed: "Failed to load accessible games",
  empty: "No accessible games found",
  noUpcoming: "No upcoming games available",
  validTill: "Valid till",
  noExpiry: "No expiry",
  /** A facilitator with no games yet: how to get one (issue 28). */
  noGamesLead: "Your account has no games yet. Here is how to get one:",
  waysLabel: "Ways to get a game",
  noGamesTrial: "Try any game free with your class: take a free trial from its page.",
  noGamesDemo: "See a game run before you decide: we show you one in a short call.",
  noGamesContact: "Buying licences for a course or a department: write to us.",
  takeTrial: "Take a Free Trial",
  requestDemo: "Request a Demo",
  contactUs: "Contact Us",
  pendingTrials: "Your trial requests",
  pendingTrialsLead: "The access details were sent to the e-mail you gave in each request.",
  requestedOn: "Requested",
  instructorsOnly: "The dashboard is for facilitators, so we brought you to the home page.",
} as const;
