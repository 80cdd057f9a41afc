/** The free-trial dialog. */
export const trialMessages = {
  /** Titled by what the dialog does: it starts a free class trial. */
  title: "Start a free trial",
  /** The dialog of one game (a game page's Take a Free Trial). */
  titleFor: (gameName: string) => `Start a free trial of ${gameName}`,
  gameRequired: "Please select a simulation.",
  loadingSimulations: "Loading simulations...",
  noSimulations: "No simulations available",
  processing: "Processing...",
  successTitle: "Success!",
  successText: "Your free trial request has been submitted. You will receive access details via email shortly.",
  failed: "We could not submit your request. Please try again.",
  selectSimulation: "Select a simulation",
  submit: "Start my trial",
  /** Said after "Start my trial": the button reads "Start my trial of The EV Gambit". */
  submitGame: (gameName: string) => ` of ${gameName}`,
  openGame: "Open The EV Gambit",
  /** What a signed-out visitor sees first: the trial needs an account, before any field. */
  needsAccount: "A trial needs a free account",
  needsAccountText:
    "Your trial is a class session on your dashboard, with its code for your students. Sign up or log in, and you come back here to pick the game.",
  needsAccountFor: (gameName: string) =>
    `Your trial of ${gameName} is a class session on your dashboard, with its code for your students. Sign up or log in, and you come back here to start it.`,
  signUp: "Sign Up",
  logIn: "Log In",
  checkingAccount: "Checking your account...",
  /** A facilitator who holds a licence for the game opened its trial (a tap before the page knew). */
  noTrialNeeded: "No trial needed",
  runWithYourClass: "Open it to run a session with your class.",
  /** A signed-in person: only the game is asked; the rest comes from the account. */
  forAccount: (email: string) => `The session's code goes to your dashboard and to ${email}.`,
  /** A student has no dashboard: the code goes by mail only. */
  forStudentAccount: (email: string) => `The session's code goes to ${email}.`,
  successCode: (code: string) => `Your session code is ${code}.`,
  successDashboard: "It is on your dashboard, with the join screen to project for your class.",
  goToDashboard: "Go to your dashboard",
  /** A student whose address is not proved yet: the trial's mail would go to an inbox nobody proved. */
  verifyFirst: "Please confirm your email address first: open the link we sent you, then ask for the trial again.",
} as const;
