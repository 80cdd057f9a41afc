export declare const fuzzTemplates: Record<
  | "/api/contact"
  | "/api/trial"
  | "/api/register"
  | "/api/password-reset"
  | "/api/password-reset/confirm"
  | "/api/me"
  | "/api/dashboard/current-game",
  Record<string, unknown>
>;
