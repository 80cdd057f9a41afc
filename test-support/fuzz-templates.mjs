// A valid body for each route that takes one: what test-support/fuzz.ts mutates. Shared by the route fuzz
// test (app/api/fuzz.test.ts, Jest) and the bench's abuse run (bench/lib/abuse.mjs, plain node), so both
// start from the same bodies. Plain JavaScript with no imports, so node loads it without a compiler.

export const fuzzTemplates = {
  "/api/contact": { name: "Ann Example", email: "ann@example.org", message: "A demo for my class, please.", kind: "demo" },
  "/api/trial": { email: "trial@example.org", name: "Tess", role: "Student", current_trial_game_id: "ev-gambit" },
  "/api/register": {
    name: "New Person",
    email: "fuzz@example.org",
    display_type: "Student",
    password: "secret-123",
    confirmPassword: "secret-123",
    terms: true,
  },
  /** An account the fuzz test registers first; the bench registers one per run and puts its address here. */
  "/api/password-reset": { email: "reset-target@example.org", mode: "student" },
  "/api/password-reset/confirm": { token: "A".repeat(43), new_password: "secret-123", confirm_password: "secret-123" },
  "/api/me": { name: "Demo Student" },
  "/api/dashboard/current-game": { game_id: "ev-gambit" },
};
