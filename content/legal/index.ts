export { privacyPolicyEntry } from "./privacy";
export { termsEntry } from "./terms";
