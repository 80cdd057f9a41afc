/** LTI 1.3 launches from a course page: the refusal pages, the deep-linking picker, the sign-in hand-over. */

export type LtiRefusal =
  | "bad-login-request"
  | "unknown-issuer"
  | "unknown-client"
  | "missing-state"
  | "unknown-state"
  | "replayed"
  | "cookie-blocked"
  | "bad-token"
  | "wrong-signature"
  | "expired"
  | "wrong-issuer"
  | "wrong-audience"
  | "wrong-nonce"
  | "unknown-deployment"
  | "foreign-target"
  | "unsupported-message"
  | "missing-claims"
  | "role-not-served"
  | "observer"
  | "platform-unreachable"
  | "deep-link-expired"
  | "too-large"
  | "too-many"
  | "unavailable";

const openAgain =
  "Go back to your course and open the link again. If this keeps happening, tell your instructor or your platform's administrator.";
const forAdmin =
  "Your platform's administrator can check how BizSim Lab is registered against the settings on our page For your LMS (/for-your-lms).";

export const ltiRefusalMessages: Record<LtiRefusal, { title: string; text: string }> = {
  "bad-login-request": { title: "This link did not start a sign-in", text: `The course page sent an incomplete request. ${openAgain}` },
  "unknown-issuer": {
    title: "This learning platform is not registered",
    text: `BizSim Lab does not know the learning platform this link came from. ${forAdmin}`,
  },
  "unknown-client": {
    title: "This tool registration is not known",
    text: `The link names a client id that BizSim Lab has not registered for this platform. ${forAdmin}`,
  },
  "missing-state": {
    title: "This launch is incomplete",
    text: `The launch arrived without the sign-in state BizSim Lab gave it. ${openAgain}`,
  },
  "unknown-state": {
    title: "This launch has expired",
    text: `The sign-in for this launch is unknown or more than ten minutes old. ${openAgain}`,
  },
  replayed: { title: "This launch was already used", text: `Each launch can be used once, and this one has been. ${openAgain}` },
  "cookie-blocked": {
    title: "Your browser blocked BizSim Lab inside the course page",
    text: "Your browser does not let BizSim Lab keep its sign-in cookie inside the course page (third-party cookies are blocked). Continue in a new window instead.",
  },
  "bad-token": { title: "The launch could not be read", text: `The learning platform sent a launch BizSim Lab cannot read. ${openAgain}` },
  "wrong-signature": {
    title: "The launch is not signed by your platform",
    text: `The launch was not signed with a key your learning platform publishes, so BizSim Lab does not trust it. ${forAdmin}`,
  },
  expired: {
    title: "This launch has expired",
    text: `The launch is too old (or dated in the future). Check that your computer's clock is right. ${openAgain}`,
  },
  "wrong-issuer": {
    title: "The launch came from another platform",
    text: `The launch names a different learning platform from the one that started the sign-in. ${openAgain}`,
  },
  "wrong-audience": {
    title: "The launch was meant for another tool",
    text: `The launch is addressed to a different tool registration. ${forAdmin}`,
  },
  "wrong-nonce": {
    title: "This launch was already used",
    text: `The launch does not belong to this sign-in: it may be a copy of an earlier one. ${openAgain}`,
  },
  "unknown-deployment": {
    title: "This deployment is not registered",
    text: `BizSim Lab is not registered for the deployment this link belongs to. ${forAdmin}`,
  },
  "foreign-target": {
    title: "This link points somewhere else",
    text: `The course link asks BizSim Lab to open an address that is not its own. ${forAdmin}`,
  },
  "unsupported-message": {
    title: "This kind of launch is not supported",
    text: `BizSim Lab answers LTI 1.3 resource links and deep-linking requests only. ${forAdmin}`,
  },
  "missing-claims": {
    title: "The launch is missing information",
    text: `The launch lacks a field LTI 1.3 requires (who you are, your role or the link). ${forAdmin}`,
  },
  "role-not-served": {
    title: "Your role does not open BizSim Lab",
    text: "BizSim Lab opens for learners and instructors of the course. Ask your instructor to open the game for you.",
  },
  observer: {
    title: "Observers do not open BizSim Lab",
    text: "Your course role is observer (or mentor): you can follow the course in your learning platform, but the game is played by the class's students and run by its instructors. Ask the instructor if you should take part.",
  },
  "platform-unreachable": {
    title: "Your learning platform did not answer",
    text: "BizSim Lab could not read your platform's signing keys just now. Please try again in a minute.",
  },
  "deep-link-expired": {
    title: "This selection has expired",
    text: "The game picker is valid for one hour and for one choice. Open the tool selection from your course again.",
  },
  "too-large": { title: "The launch is too large", text: `The request was larger than a launch can be. ${openAgain}` },
  "too-many": {
    title: "Too many launches",
    text: "Too many launches came from your network in a short time. Please wait a few minutes and open the link again.",
  },
  unavailable: { title: "BizSim Lab is unavailable", text: "The sign-in service did not answer. Please try again in a minute." },
};

export const ltiMessages = {
  continueInNewWindow: "Continue in a new window",
  backHome: "Go to BizSim Lab's home page",
  signingIn: "Signing you in to BizSim Lab…",
  signInFailed: "We could not sign you in from your course.",
  signInFailedHelp: "The link from your course works once and for two minutes. Go back to your course and open it again.",
  openInNewWindow: "Open BizSim Lab in a new window",
  framedIntro: (name: string) => `Welcome, ${name}. BizSim Lab opens in its own window, with the game's documents and your dashboard.`,
  pickerTitle: "Choose a game for your course",
  pickerIntro:
    "Pick the game this link in your course opens. Students who follow it go straight to the game's session when you give its code.",
  pickerCode: "Session code of your class (optional)",
  pickerCodeHint: "Without a code, students land on the game's join page and type the code you give them.",
  pickerSubmit: "Add to course",
  pickerSending: "Adding…",
  pickerChooseGame: "Please choose a game.",
  pickerCodeInvalid: "A session code is at most 64 letters, digits or dashes.",
  pickerExpired: "This selection has expired. Open the tool selection from your course again.",
  returning: "Returning to your course…",
  returnButton: "Return to your course",
} as const;
