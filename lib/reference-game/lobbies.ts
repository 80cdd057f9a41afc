import "server-only";
import { env } from "@/lib/env";
import { getUpstream } from "@/lib/upstream";
import type { ProbedUpstream } from "@/lib/upstream/embedded";
import { createHttpLobbies } from "@/lib/upstream/http/lobbies";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";

const KEY = Symbol.for("simulation-games-site.reference-lobbies");
type Holder = { [KEY]?: ReferenceLobbies };

/**
 * The reference game host's lobbies, kept by the reference upstream: in-process with the embedded
 * upstream, over HTTP when the site talks to `npm run upstream` (the e2e suite). Null when the site
 * uses real game hosts: their lobbies are theirs.
 */
export function referenceLobbies(): ReferenceLobbies | null {
  if (!env.referenceGameHost) return null;
  if (env.upstreamMode === "embedded") return getUpstream() as ProbedUpstream;
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createHttpLobbies({ apiUrl: env.UPSTREAM_API_URL!, timeoutMs: env.UPSTREAM_TIMEOUT_MS }));
}
