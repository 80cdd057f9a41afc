"use client";

import useSWR from "swr";
import { useSessionUser } from "@/lib/auth/use-session-user";
import type { DocumentAccess, DocumentKind, GameLicence } from "@/lib/documents/kinds";

export type CardAccess = DocumentAccess | "checking" | "error";

/** The facilitator's trial of the game: its code, null when the upstream gave none. */
export interface HeroTrialSession {
  code: string | null;
  requestedAt: string;
}

interface ServerAccess {
  access: Record<DocumentKind, DocumentAccess>;
  licensed: boolean;
  session: HeroTrialSession | null;
}

async function readAccess([url]: [string, string]): Promise<ServerAccess> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  const body = (await response.json()) as Partial<ServerAccess>;
  if (!body.access) throw new Error("no access in the answer");
  return { access: body.access, licensed: body.licensed === true, session: body.session ?? null };
}

/** The server's answer for a facilitator (one request per page and account, shared by the hero and the cards). */
function useServerAccess(slug: string) {
  const { user, status } = useSessionUser();
  const uid = user?.role === "facilitator" ? user.uid : null;
  const { data, error } = useSWR(uid ? [`/api/documents/${encodeURIComponent(slug)}`, uid] : null, readAccess, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { user, status, data, error };
}

/**
 * How each document card may be used by the person looking at it. Visitors and students are known
 * from the session; for a facilitator the server decides (verified e-mail, current access record).
 */
export function useDocumentAccess(slug: string, available: Record<DocumentKind, boolean>): Record<DocumentKind, CardAccess> {
  const { user, status, data, error } = useServerAccess(slug);
  const of = (kind: DocumentKind): CardAccess => {
    if (!available[kind]) return "missing";
    if (status === "loading") return "checking";
    if (!user) return "visitor";
    if (user.role !== "facilitator") return "student";
    if (error) return "error";
    return data ? data.access[kind] : "checking";
  };
  return { gameGuide: of("gameGuide"), teachingNotes: of("teachingNotes"), debriefSlides: of("debriefSlides") };
}

/** Whether the person looking holds a licence for the game; "checking" until the session and the server said. */
export function useGameLicence(slug: string): GameLicence {
  const { user, status, data, error } = useServerAccess(slug);
  if (status === "loading") return "checking";
  if (user?.role !== "facilitator" || error) return "none";
  if (!data) return "checking";
  return data.licensed ? "licensed" : "none";
}

/** The signed-in facilitator's trial session of the game, once the server said (null: none). */
export function useTrialSession(slug: string): HeroTrialSession | null {
  return useServerAccess(slug).data?.session ?? null;
}
