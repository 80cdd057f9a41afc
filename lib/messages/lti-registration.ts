/** LTI Dynamic Registration: the words an LMS administrator sees while registering BizSim Lab. */

export type RegistrationProblem =
  | "invite-invalid"
  | "invite-expired"
  | "invite-spent"
  | "missing-configuration"
  | "not-https"
  | "forbidden-host"
  | "private-address"
  | "unreachable"
  | "redirected"
  | "configuration-status"
  | "too-large"
  | "not-json"
  | "bad-configuration"
  | "issuer-mismatch"
  | "registration-status"
  | "registration-not-json"
  | "missing-client-id"
  | "already-registered"
  | "unavailable";

const askOperator = "Ask whoever runs BizSim Lab for you for a new registration link.";
const nothingRegistered = "Nothing was registered.";
const platformSide = `${nothingRegistered} Your platform's registration may need a look; the invite link still works for another try.`;

export const registrationProblemMessages: Record<RegistrationProblem, { title: string; text: string }> = {
  "invite-invalid": {
    title: "This registration link is not valid",
    text: `BizSim Lab registers a learning platform only through a registration link it issued, and this address is not one (it may be incomplete). ${askOperator}`,
  },
  "invite-expired": {
    title: "This registration link has expired",
    text: `A registration link is valid for a limited time (seven days unless said otherwise), and this one is past it. ${askOperator}`,
  },
  "invite-spent": {
    title: "This registration link was already used",
    text: `Each registration link registers one platform once, and this one has. If the platform must be registered again, ${askOperator.charAt(0).toLowerCase()}${askOperator.slice(1)}`,
  },
  "missing-configuration": {
    title: "Open this link from your learning platform",
    text: "This page is opened by your learning platform's Dynamic Registration (Canvas: Developer Keys › LTI Registration; Moodle: Manage tools › Tool URL; D2L: Register Tool). Paste the registration link there instead of opening it in the browser.",
  },
  "not-https": {
    title: "Your platform's configuration is not on a secure address",
    text: `Your platform named an address that is not https. BizSim Lab registers platforms only over https. ${nothingRegistered}`,
  },
  "forbidden-host": {
    title: "Your platform named an address on another server",
    text: `One of your platform's addresses is not on the server that gave its configuration, so BizSim Lab did not call it. If your platform keeps its keys or sign-in on another server of its own, ask whoever runs BizSim Lab for you for a registration link that names that server. ${nothingRegistered}`,
  },
  "private-address": {
    title: "Your platform's address leads to a private network",
    text: `The address resolves to a private or local network address, which BizSim Lab never calls. ${nothingRegistered}`,
  },
  unreachable: {
    title: "Your platform did not answer",
    text: `BizSim Lab could not reach your platform (or it took more than five seconds). ${platformSide}`,
  },
  redirected: {
    title: "Your platform sent BizSim Lab elsewhere",
    text: `Your platform answered with a redirect. BizSim Lab follows no redirects while registering, so that it only calls the addresses your platform named. ${nothingRegistered}`,
  },
  "configuration-status": {
    title: "Your platform did not give its configuration",
    text: `Your platform answered the request for its OpenID configuration with an error. ${platformSide}`,
  },
  "too-large": {
    title: "Your platform's answer is too large",
    text: `Your platform sent more than 64 KiB, more than any registration needs. ${nothingRegistered}`,
  },
  "not-json": {
    title: "Your platform's configuration could not be read",
    text: `Your platform's OpenID configuration is not JSON. ${platformSide}`,
  },
  "bad-configuration": {
    title: "Your platform's configuration is incomplete",
    text: `Your platform's OpenID configuration lacks what LTI Dynamic Registration needs (its endpoints, or the LTI platform configuration). ${platformSide}`,
  },
  "issuer-mismatch": {
    title: "Your platform's issuer does not match its address",
    text: `The configuration names an issuer other than the address it came from (its scheme and server must be the same), which LTI Dynamic Registration does not allow. ${nothingRegistered}`,
  },
  "registration-status": {
    title: "Your platform refused the registration",
    text: `Your platform answered BizSim Lab's registration with an error. ${platformSide}`,
  },
  "registration-not-json": {
    title: "Your platform's answer could not be read",
    text: `Your platform answered the registration with something that is not JSON. ${platformSide}`,
  },
  "missing-client-id": {
    title: "Your platform did not give a client id",
    text: `Your platform's answer lacks the client id (or the deployment id) BizSim Lab needs to recognise its launches. ${platformSide}`,
  },
  "already-registered": {
    title: "This platform is already registered",
    text: "Your platform answered with a client id that BizSim Lab already has registered. A registration only adds a platform: it never changes the keys, addresses or accounts of one already registered. Nothing was changed. If your platform's settings have changed, ask whoever runs BizSim Lab for you to update its registration.",
  },
  unavailable: {
    title: "BizSim Lab is unavailable",
    text: `BizSim Lab could not record the registration just now. ${nothingRegistered} Please try again in a minute.`,
  },
};

export const registrationMessages = {
  reviewTitle: (name: string) => `Register BizSim Lab with ${name}`,
  reviewIntro: "Your learning platform asked to add BizSim Lab. This is what will be registered:",
  platform: "Platform",
  issuer: "Issuer",
  placements: "What it adds",
  placementsValue: "A course link that opens a game (resource link), and a game picker in the content selection (deep linking)",
  roster: "Course roster",
  rosterValue: "Read-only (Names and Role Provisioning Services), shown to the course's instructors on their dashboard",
  rosterNotOffered: "Not offered by this platform",
  grades: "Grades",
  gradesValue:
    "A participation column per placed game (Assignment and Grade Services): 1 of 1 for each student who arrives in the game's lobby; instructors can switch it off per game",
  privacy: "Sent at each launch",
  privacyValue: "Name, e-mail and course role of the person who clicks",
  submit: "Register BizSim Lab",
  doneTitle: "BizSim Lab is registered",
  done: (platform: string) =>
    `${platform} can now launch BizSim Lab. Instructors add it from the content picker; students' clicks land in their class's game.`,
  close: "Close and return to your platform",
  expiresOn: (date: string) => `This registration link is valid until ${date}, for one registration.`,
} as const;
