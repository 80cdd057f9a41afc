"use client";

import { useSessionUser } from "@/lib/auth/use-session-user";
import { projectPath } from "@/lib/join/join-path";
import { joinScreenMessages } from "@/lib/messages/join-screen";

export interface ProjectLinkProps {
  code: string;
}

/** The projected join screen is the facilitator's to show: students opening their join link never see it. */
export function ProjectLink({ code }: ProjectLinkProps) {
  const facilitator = useSessionUser().user?.role === "facilitator";
  return facilitator ? <a href={projectPath(code)}>{joinScreenMessages.project}</a> : null;
}
