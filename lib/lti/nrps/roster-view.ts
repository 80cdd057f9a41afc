import type { LearnerLaunch } from "../store/courses";
import type { Member } from "./memberships";

const LIS = "http://purl.imsglobal.org/vocab/lis/v2/";
const WORDS: Record<string, string> = {
  Instructor: "Instructor",
  TeachingAssistant: "Teaching assistant",
  Learner: "Learner",
  Mentor: "Observer",
  ContentDeveloper: "Content developer",
  Administrator: "Administrator",
  Manager: "Manager",
  Member: "Member",
  Officer: "Officer",
};

/** A role URI in words: its last name (`membership/Instructor#TeachingAssistant` is "Teaching assistant"). */
export function roleWords(role: string): string | null {
  const short = role.startsWith(LIS) ? role.slice(LIS.length) : role;
  if (!/^(membership[#/]|[A-Za-z]+$)/.test(short)) return null;
  const name = short.split(/[#/]/).pop() ?? "";
  if (!/^[A-Za-z]+$/.test(name)) return null;
  return WORDS[name] ?? name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}

const isLearner = (roles: readonly string[]) => roles.some((role) => /(^|membership[#/])Learner(#|$)/.test(role.replace(LIS, "")));

export interface RosterRow {
  userId: string;
  name: string;
  roles: string[];
  learner: boolean;
  /** Not an active member any more: inactive or deleted in the roster, or gone from it after launching. */
  left: boolean;
  launchedAt: Date | null;
}

export interface RosterView {
  rows: RosterRow[];
  learners: number;
  launched: number;
}

const nameOf = (member: Member) =>
  member.name?.trim() || [member.given_name, member.family_name].filter(Boolean).join(" ").trim() || member.user_id;

/** The roster as the dashboard shows it: active members first (teaching roles, then learners by name), then who left. */
export function rosterView(members: readonly Member[], launches: readonly LearnerLaunch[]): RosterView {
  const launchedBy = new Map(launches.map((launch) => [launch.userId, launch]));
  const rows: RosterRow[] = members.map((member) => ({
    userId: member.user_id,
    name: nameOf(member),
    roles: [...new Set(member.roles.map(roleWords).filter((words): words is string => words !== null))],
    learner: isLearner(member.roles),
    left: member.status !== "Active",
    launchedAt: launchedBy.get(member.user_id)?.launchedAt ?? null,
  }));
  const listed = new Set(members.map((member) => member.user_id));
  for (const launch of launches) {
    if (!listed.has(launch.userId)) {
      rows.push({
        userId: launch.userId,
        name: launch.name || launch.userId,
        roles: ["Learner"],
        learner: true,
        left: true,
        launchedAt: launch.launchedAt,
      });
    }
  }
  const rank = (row: RosterRow) => (row.left ? 2 : row.learner ? 1 : 0);
  rows.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const learners = rows.filter((row) => row.learner && !row.left);
  return { rows, learners: learners.length, launched: learners.filter((row) => row.launchedAt).length };
}
