/**
 * The free-trial round trip through log-in or sign-up (SPEC §2 Redirect behaviour): the dialog sends a
 * signed-out visitor to `/login?redirect=free-trial&game=…&email=…&name=…&role=…`; the auth pages keep
 * the query and, after success, land on `/?redirect=free-trial&game=…`, where the dialog opens again.
 */
export const TRIAL_REDIRECT = "free-trial";
export const TRIAL_GAME_PARAM = "game";

const gameIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A game id as it may appear in the address, or null (a crafted value opens the SPEC default). */
export function trialGameId(raw: string | null | undefined): string | null {
  return raw && gameIdPattern.test(raw) ? raw : null;
}

/** `/?redirect=free-trial`, with the chosen game when there was one. */
export function trialReturnPath(game: string | null | undefined): string {
  const query = new URLSearchParams({ redirect: TRIAL_REDIRECT });
  const id = trialGameId(game);
  if (id) query.set(TRIAL_GAME_PARAM, id);
  return `/?${query}`;
}

/** `?redirect=free-trial` (and the game): the current page, asked to open the free-trial dialog. */
export function trialOpenQuery(game: string | null | undefined): string {
  return trialReturnPath(game).slice(1);
}

export interface TrialLoginQuery {
  email: string;
  name?: string;
  role?: string;
  game?: string | null;
}

/** Where the trial form sends a signed-out visitor (SPEC: redirect=free-trial, email, name, role; we add game). */
export function trialLoginPath({ email, name, role, game }: TrialLoginQuery): string {
  const query = new URLSearchParams({ redirect: TRIAL_REDIRECT });
  const id = trialGameId(game);
  if (id) query.set(TRIAL_GAME_PARAM, id);
  query.set("email", email.trim());
  query.set("name", name?.trim() ?? "");
  query.set("role", role ?? "Student");
  return `/login?${query}`;
}
