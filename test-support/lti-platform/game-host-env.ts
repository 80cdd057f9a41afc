/** Import before anything that reads lib/env: one game host that may report completions, with this secret. Put back after the file. */
export const GAME_HOST_ID = "ev-gambit-host";
export const GAME_HOST_SECRET = "a-game-host-secret-of-forty-characters-00";

const saved = process.env.GAME_HOST_SECRETS;
process.env.GAME_HOST_SECRETS = `${GAME_HOST_ID}:${GAME_HOST_SECRET}`;

afterAll(() => {
  if (saved === undefined) delete process.env.GAME_HOST_SECRETS;
  else process.env.GAME_HOST_SECRETS = saved;
});
