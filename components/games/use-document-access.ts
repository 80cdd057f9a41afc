"use client";

import { useEffect, useState } from "react";
import { useSessionUser } from "@/hooks/use-session-user";
import type { DocumentAccess, DocumentKind } from "@/lib/documents/kinds";

export type CardAccess = DocumentAccess | "checking" | "error";

/**
 * How each document card may be used by the person looking at it. Visitors and students are known
 * from the session; for a facilitator the server decides (verified e-mail, current access record).
 */
export function useDocumentAccess(slug: string, available: Record<DocumentKind, boolean>): Record<DocumentKind, CardAccess> {
  const { user, status } = useSessionUser();
  const [server, setServer] = useState<{ uid: string; access: Record<DocumentKind, DocumentAccess> | "error" } | null>(null);
  const uid = user?.type === "instructor" ? user.uid : null;

  useEffect(() => {
    if (!uid) return;
    let current = true;
    fetch(`/api/documents/${encodeURIComponent(slug)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return ((await response.json()) as { access: Record<DocumentKind, DocumentAccess> }).access;
      })
      .then((access) => current && setServer({ uid, access }))
      .catch(() => current && setServer({ uid, access: "error" }));
    return () => {
      current = false;
    };
  }, [slug, uid]);

  const of = (kind: DocumentKind): CardAccess => {
    if (!available[kind]) return "missing";
    if (status === "loading") return "checking";
    if (!user) return "visitor";
    if (user.type !== "instructor") return "student";
    if (server?.uid !== user.uid) return "checking";
    return server.access === "error" ? "error" : server.access[kind];
  };
  return { gameGuide: of("gameGuide"), teachingNotes: of("teachingNotes"), debriefSlides: of("debriefSlides") };
}
