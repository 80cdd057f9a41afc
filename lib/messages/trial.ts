/** The free-trial dialog (SPEC §2 Free Trial). */
export const trialMessages = {
  title: "Preview simulation of your choice",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  gameRequired: "Please select a simulation.",
  loadingSimulations: "Loading simulations...",
  noSimulations: "No simulations available",
  processing: "Processing...",
  successTitle: "Success!",
  successText:
    "Your free trial request has been submitted. You will receive access details via email shortly.",
  failed: "We could not submit your request. Please try again.",
  selectSimulation: "Select a simulation",
  submit: "Submit",
  openGame: "Open The EV Gambit",
  /** A signed-out visitor submitted the form (issue 28): the trial needs an account. */
  needsAccount: "Create a free account to start your trial",
  needsAccountText:
    "The trial's access details go to your account. After you sign up or log in you come back here with this form filled in.",
  signUp: "Create a free account",
  haveAccount: "Already have an account?",
  logIn: "Log In",
} as const;
