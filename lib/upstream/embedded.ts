import "server-only";
import type { SQL } from "drizzle-orm";
import { games } from "@/content";
import { trialOffer } from "@/content/trial";
import { log } from "@/lib/log";
import { openMigrated } from "@/lib/store/open";
import { trialAccessMail } from "@/lib/trial/access-mail";
import type { OpenMigrated, TrialAccessFacts, UpstreamCatalogue, UpstreamLog } from "@/upstream-contract/embedding";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import type { Upstream } from "@/upstream-contract/types";

/** What the embedded upstream is opened with (upstream-reference's EmbeddedUpstreamOptions, the part the site sets). */
export interface EmbeddedSettings {
  pgliteDir: string;
  databaseUrl?: string;
  tokenTtlSeconds: number;
  sendMail: (message: { to: string; subject: string; text: string; html: string }) => Promise<void>;
}

type SendMail = EmbeddedSettings["sendMail"];

const catalogue: UpstreamCatalogue = {
  games: games.map((game) => ({ gameIds: game.gameIds, title: game.title, joinPrefix: game.join.prefix })),
  trialLengthDays: trialOffer.lengthDays,
};

/**
 * What the site hands the reference upstream wherever it runs it (here, `npm run upstream`, the tests):
 * its database opener, its log, the catalogue's games, and the trial's access-details mail, written and
 * sent by the site.
 */
export function siteServices(sendMail?: SendMail): {
  open: OpenMigrated;
  log: UpstreamLog;
  catalogue: UpstreamCatalogue;
  sendTrialAccess?: (facts: TrialAccessFacts) => Promise<void>;
} {
  return { open: openMigrated, log, catalogue, ...(sendMail ? { sendTrialAccess: (facts) => sendMail(trialAccessMail(facts)) } : {}) };
}

/** An upstream with a database of its own in this process: readiness probes query it; the reference game host keeps its lobbies there. */
export interface ProbedUpstream extends Upstream, ReferenceLobbies {
  ready(): Promise<{ execute(query: SQL): Promise<unknown> }>;
}

/** Every call of the Upstream contract, named once so that the type checker sees none is left out. */
const calls: Record<keyof Upstream, true> = {
  listSimulations: true,
  createTrialSession: true,
  loginStudent: true,
  loginProfessor: true,
  googleSignIn: true,
  register: true,
  getCurrentUser: true,
  updateProfile: true,
  resetPassword: true,
  getSimulationsAccess: true,
  setCurrentGame: true,
  submitContact: true,
  signOut: true,
  accountAddress: true,
};

/** The reference game host's calls (upstream-contract/lobby-types.ts), forwarded the same way. */
const lobbyCalls: Record<keyof ReferenceLobbies, true> = {
  findSession: true,
  openLobby: true,
  hostLobby: true,
  arrive: true,
  arrivalOf: true,
  removeArrival: true,
};

/**
 * The reference upstream in-process, loaded by a dynamic import on the first call: a server with an
 * upstream address never loads it. Only this file names it (ESLint holds the rest of the site to getUpstream()).
 */
export function lazyEmbeddedUpstream(settings: EmbeddedSettings): ProbedUpstream {
  let loading: Promise<ProbedUpstream> | undefined;
  const load = () =>
    (loading ??= import("@/upstream-reference/src")
      .then(({ createEmbeddedUpstream }) => {
        const { sendMail, ...options } = settings;
        return createEmbeddedUpstream({ ...options, ...siteServices(sendMail) });
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const forward =
    (name: keyof ProbedUpstream) =>
    async (...args: unknown[]) =>
      ((await load())[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  const upstream = Object.fromEntries(
    [...Object.keys(calls), ...Object.keys(lobbyCalls), "ready"].map((name) => [name, forward(name as keyof ProbedUpstream)]),
  );
  return upstream as unknown as ProbedUpstream;
}
