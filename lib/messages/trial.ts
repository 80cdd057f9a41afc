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
} as const;
