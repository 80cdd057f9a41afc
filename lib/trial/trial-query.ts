import { upstreamDisplayType } from "@/lib/roles";

/**
 * The free-trial round trip through sign-up or log-in: the dialog tells a
 * signed-out visitor first that a trial needs an account (before any field) and offers
 * `/signup?…` and `/login?…` with `redirect=free-trial&game=…&from=…&role=Facilitator`; the auth pages keep
 * the query and, after success, land on the page the visitor came from (`from`, a game page) with
 * `?redirect=free-trial&game=…`, where the dialog opens again and asks only for the game.
 */
export const TRIAL_REDIRECT = "free-trial";
export const TRIAL_GAME_PARAM = "game";
export const TRIAL_FROM_PARAM = "from";

const gameIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** A page of ours the dialog opens on: `/` or one plain segment such as `/the-ev-gambit`. */
const fromPattern = /^\/(?:[a-z0-9][a-z0-9-]{0,63})?$/;

/** A game id as it may appear in the address, or null (a crafted value opens the SPEC default). */
export function trialGameId(raw: string | null | undefined): string | null {
  return raw && gameIdPattern.test(raw) ? raw : null;
}

/** The page to come back to, or "/" for anything that is not a plain page path of ours. */
export function trialFromPath(raw: string | null | undefined): string {
  return raw && fromPattern.test(raw) ? raw : "/";
}

/** `<from>?redirect=free-trial`, with the chosen game when there was one. */
export function trialReturnPath(game: string | null | undefined, from?: string | null): string {
  const query = new URLSearchParams({ redirect: TRIAL_REDIRECT });
  const id = trialGameId(game);
  if (id) query.set(TRIAL_GAME_PARAM, id);
  return `${trialFromPath(from)}?${query}`;
}

/** `?redirect=free-trial` (and the game): the current page, asked to open the free-trial dialog. */
export function trialOpenQuery(game: string | null | undefined): string {
  return trialReturnPath(game).slice(1);
}

export interface TrialAuthQuery {
  /** Typed before (SPEC's query); the dialog no longer asks a signed-out visitor for them. */
  email?: string;
  name?: string;
  /** The role the sign-up and log-in pages start on: a trial is a professor's, so Facilitator. */
  role?: string;
  game?: string | null;
  /** The page the dialog was opened on. */
  from?: string | null;
}

function trialQuery({ email, name, role, game, from }: TrialAuthQuery): URLSearchParams {
  const query = new URLSearchParams({ redirect: TRIAL_REDIRECT });
  const id = trialGameId(game);
  if (id) query.set(TRIAL_GAME_PARAM, id);
  const back = trialFromPath(from);
  if (back !== "/") query.set(TRIAL_FROM_PARAM, back);
  if (email?.trim()) query.set("email", email.trim());
  if (name?.trim()) query.set("name", name.trim());
  query.set("role", role ?? upstreamDisplayType.facilitator);
  return query;
}

/** Log-in for the trial (SPEC: redirect=free-trial, email, name, role; we add game and from). */
export function trialLoginPath(values: TrialAuthQuery): string {
  return `/login?${trialQuery(values)}`;
}

/** Sign-up for the trial, with the same query (name, e-mail and role fill the form). */
export function trialSignupPath(values: TrialAuthQuery): string {
  return `/signup?${trialQuery(values)}`;
}
